import { PageHero } from '@/components/content/page-hero';
import { AwardGrid } from '@/components/gallery/award-grid';
import { BackLink } from '@/components/ui/back-link';
import { GallerySection } from '@/components/gallery/gallery-section';
import { allAwardsPage as copy, galleryPage } from '@/content/gallery-page';
import { newestFirst } from '@/lib/dates';
import { getAwards, orFallback } from '@/lib/hospital-api';
import { allAwardsPath, galleryPath } from '@/content/routes';
import { type Crumb } from '@/lib/seo/breadcrumbs';
import { pageMetadata } from '@/lib/seo/metadata';

export const revalidate = 300;

export const metadata = pageMetadata({
  title: copy.metaTitle,
  description: copy.description,
  path: allAwardsPath,
});

const galleryCrumb: Crumb = { name: galleryPage.title, path: galleryPath };

export default async function AllAwardsPage() {
  const awards = await orFallback(getAwards(), null);
  return (
    <>
      <PageHero title={copy.title} lead={copy.lead} crumbs={[galleryCrumb]} />
      <GallerySection
        id="all-awards"
        copy={{ ...copy, heading: copy.gridHeading, lead: copy.gridLead }}
        items={awards && newestFirst(awards)}
        action={<BackLink href={galleryPath} label={copy.backLabel} />}
        emptyIcon="badge-check"
      >
        {(list) => <AwardGrid awards={list} />}
      </GallerySection>
    </>
  );
}
