import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import type { IconName } from '@/components/ui/icon-set';
import { Section } from '@/components/ui/section';
import type { ListStateCopy } from '@/content/gallery-page';

interface GallerySectionProps<T> {
  id: string;
  copy: ListStateCopy & { heading: string; lead: string };
  /** The list to show; null when it could not be loaded. */
  items: readonly T[] | null;
  /** The section's "view all" link. */
  action: ReactNode;
  /** The icon of the "nothing yet" line. */
  emptyIcon: IconName;
  tinted?: boolean;
  /** Renders a list that has items. */
  children: (items: readonly T[]) => ReactNode;
}

/**
 * One band of the gallery: heading, lead and link, then its carousel, or a plain line saying
 * there is nothing yet or that the list could not load, never an empty carousel.
 */
export function GallerySection<T>({
  id,
  copy,
  items,
  action,
  emptyIcon,
  tinted,
  children,
}: GallerySectionProps<T>) {
  return (
    <Section id={id} heading={copy.heading} lead={copy.lead} action={action} tinted={tinted}>
      {items === null ? (
        <EmptyState message={copy.failed} />
      ) : items.length === 0 ? (
        <EmptyState message={copy.empty} icon={emptyIcon} />
      ) : (
        children(items)
      )}
    </Section>
  );
}
