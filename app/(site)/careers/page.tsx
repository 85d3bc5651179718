import { HrDeskLink } from '@/components/careers/hr-desk-link';
import { HrDeskNote } from '@/components/careers/hr-desk-note';
import { JobList } from '@/components/careers/job-list';
import { PageHero } from '@/components/content/page-hero';
import { EmptyState } from '@/components/ui/empty-state';
import { Section } from '@/components/ui/section';
import { careersPage } from '@/content/careers-page';
import { siteUrl } from '@/lib/env';
import { getCareers, orFallback } from '@/lib/hospital-api';
import { careersPath } from '@/content/routes';
import { pageMetadata } from '@/lib/seo/metadata';

export const revalidate = 300;

export const metadata = pageMetadata({
  title: careersPage.metaTitle,
  description: careersPage.description,
  path: careersPath,
});

export default async function CareersPage() {
  // null: the list could not be loaded (and there is no last good one); []: no openings.
  const jobs = await orFallback(getCareers(), null);
  return (
    <>
      <PageHero title={careersPage.title} lead={careersPage.lead} />
      <Section
        id="openings"
        heading={careersPage.openingsHeading}
        lead={jobs?.length ? careersPage.openingsLead : undefined}
      >
        {jobs === null || jobs.length === 0 ? (
          <EmptyState
            icon={jobs === null ? 'circle-alert' : 'briefcase'}
            message={jobs === null ? careersPage.failed : careersPage.empty}
            action={<HrDeskLink />}
          />
        ) : (
          <>
            <JobList jobs={jobs} siteOrigin={siteUrl()} />
            <HrDeskNote text={careersPage.noMatch} />
          </>
        )}
      </Section>
    </>
  );
}
