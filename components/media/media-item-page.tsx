import { PageHero } from '@/components/content/page-hero';
import { BackLink } from '@/components/ui/back-link';
import { EmptyState } from '@/components/ui/empty-state';
import { Section } from '@/components/ui/section';
import {
  mediaItemCopy,
  type MediaItemKind,
  type MediaItemPageCopy,
} from '@/content/news-events-page';
import { newestFirst } from '@/lib/dates';
import type { MediaItem } from '@/lib/hospital-api/types';
import { MediaItemCard } from './media-item-card';
import styles from './media-item-page.module.scss';

interface MediaItemPageProps {
  kind: MediaItemKind;
  copy: MediaItemPageCopy;
  /** Every item, or null when the list could not be loaded. */
  items: readonly MediaItem[] | null;
}

/** /all-news and /all-event: a banner, the way back to the gallery and a grid of cards. */
export function MediaItemPage({ kind, copy, items }: MediaItemPageProps) {
  const crumbs = [mediaItemCopy.galleryCrumb];
  return (
    <>
      <PageHero title={copy.heading} lead={copy.lead} crumbs={crumbs} />
      <Section
        id={kind}
        heading={copy.listHeading}
        action={
          <BackLink
            href={mediaItemCopy.backToGallery.href}
            label={mediaItemCopy.backToGallery.label}
          />
        }
      >
        {items === null ? (
          <EmptyState message={copy.failed} />
        ) : items.length === 0 ? (
          <EmptyState message={copy.empty} icon="images" />
        ) : (
          <ul className={styles.grid}>
            {newestFirst(items).map((item, index) => (
              <li key={item.id} className={styles.cell}>
                <MediaItemCard item={item} kind={kind} firstScreen={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
