import { JobList } from '@/components/careers/job-card';
import { PageHero } from '@/components/content/page-hero';
import { Section } from '@/components/ui/section';
import { careersPage } from '@/content/careers-page';
import { siteUrl } from '@/lib/env';
import { getCareers } from '@/lib/hospital-api';
import { careersPath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

export const revalidate = 300;

export const metadata = pageMetadata({
  title: careersPage.metaTitle,
  description: careersPage.description,
  path: careersPath,
});

export default async function CareersPage() {
  const jobs = await getCareers();
  return (
    <>
      <PageHero title={careersPage.title} lead={careersPage.lead} />
      <Section id="openings" heading="Current openings">
        {jobs.length > 0 ? (
          <JobList jobs={jobs} siteOrigin={siteUrl()} />
        ) : (
          <p>{careersPage.empty}</p>
        )}
      </Section>
    </>
  );
}
