import type { Metadata } from 'next';
import { HrDeskLink } from '@/components/careers/hr-desk-link';
import { JobSummary } from '@/components/careers/job-summary';
import { JsonLd } from '@/components/content/json-ld';
import { PageNotFound } from '@/components/content/page-not-found';
import { notFoundMetadata } from '@/components/content/not-found-view';
import { PageHero } from '@/components/content/page-hero';
import { AsideCard, TwoColumn } from '@/components/content/two-column';
import { CareerApplicationFormIsland } from '@/components/forms/form-islands';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { Section } from '@/components/ui/section';
import { applyPage, careersPage } from '@/content/careers-page';
import { siteUrl } from '@/lib/env';
import { HospitalApiError, getCareers, orFallback } from '@/lib/hospital-api';
import { careerPath, careersPath } from '@/content/routes';
import { jobPostingJsonLd } from '@/lib/careers/json-ld';
import { fitWithin } from '@/lib/excerpt';
import { META_DESCRIPTION_MAX, pageMetadata } from '@/lib/seo/metadata';

export const revalidate = 300;

type Props = { params: Promise<{ slug: string }> };

const crumbs = [{ name: careersPage.title, path: careersPath }];

/**
 * The job of this page; null when no job has this slug (a 404); 'unavailable' when the list
 * cannot be loaded: then the page still answers, with the HR desk's address to apply by mail.
 */
async function findJob(slug: string) {
  const jobs = await orFallback(getCareers(), null);
  if (jobs === null) return 'unavailable' as const;
  return jobs.find((job) => job.slug === slug) ?? null;
}

export async function generateStaticParams() {
  try {
    return (await getCareers()).map((job) => ({ slug: job.slug }));
  } catch (error) {
    if (error instanceof HospitalApiError) return [];
    throw error;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const job = await findJob(slug);
  if (job === null) return notFoundMetadata;
  if (job === 'unavailable') {
    return pageMetadata({
      title: applyPage.unavailableTitle,
      description: applyPage.unavailable,
      path: careerPath(slug),
      noindex: true,
    });
  }
  return pageMetadata({
    title: { absolute: `${applyPage.heading}: ${job.name}` },
    // The advert's opening, not all of it: a search result shows about 160 characters.
    description: fitWithin(job.description || applyPage.lead, META_DESCRIPTION_MAX),
    path: careerPath(job.slug),
  });
}

export default async function ApplyPage({ params }: Props) {
  const job = await findJob((await params).slug);
  if (job === null) return <PageNotFound />;
  if (job === 'unavailable') {
    return (
      <>
        <PageHero title={applyPage.heading} crumbs={crumbs} />
        <Section id="application" heading={applyPage.unavailableTitle}>
          <EmptyState
            message={applyPage.unavailable}
            action={
              <>
                <HrDeskLink />
                <ButtonLink href={careersPath} variant="secondary">
                  {applyPage.backLabel}
                </ButtonLink>
              </>
            }
          />
        </Section>
      </>
    );
  }
  return (
    <>
      <JsonLd data={jobPostingJsonLd(job, { origin: siteUrl() })} />
      <PageHero
        title={applyPage.heading}
        lead={applyPage.leadFor(job.name)}
        crumbs={crumbs}
        current={job.name}
      />
      <TwoColumn
        mainLabel={applyPage.formLabel}
        main={<CareerApplicationFormIsland jobId={job.id} />}
        aside={
          <AsideCard heading={job.name}>
            <JobSummary job={job} backLabel={applyPage.backLabel} />
          </AsideCard>
        }
      />
    </>
  );
}
