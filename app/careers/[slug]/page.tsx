import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageHero } from '@/components/content/page-hero';
import { AsideCard, TwoColumn } from '@/components/content/two-column';
import { CareerApplicationFormIsland } from '@/components/forms/form-islands';
import { ButtonLink } from '@/components/ui/button-link';
import { applyPage } from '@/content/careers-page';
import { experienceRange } from '@/lib/careers';
import { HospitalApiError, getCareers } from '@/lib/hospital-api';
import { careerPath, careersPath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

export const revalidate = 300;

type Props = { params: Promise<{ slug: string }> };

async function findJob(slug: string) {
  const jobs = await getCareers();
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
  const job = await findJob((await params).slug);
  if (!job) return {};
  return pageMetadata({
    title: { absolute: `${applyPage.heading}: ${job.name}` },
    description: job.description || applyPage.lead,
    path: careerPath(job.slug),
  });
}

export default async function ApplyPage({ params }: Props) {
  const job = await findJob((await params).slug);
  if (!job) notFound();
  const experience = experienceRange(job.experienceYears);
  return (
    <>
      <PageHero
        title={applyPage.heading}
        lead={applyPage.lead}
        crumbs={[{ name: 'Careers', path: careersPath }]}
      />
      <TwoColumn
        mainLabel="Application form"
        main={<CareerApplicationFormIsland fallbackJobId={job.id} />}
        aside={
          <AsideCard heading={job.name}>
            {job.type || experience ? (
              <p>
                {[job.type, experience ? `Experience: ${experience}` : null]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            ) : null}
            {job.description ? <p>{job.description}</p> : null}
            <ButtonLink href={careersPath} variant="secondary">
              {applyPage.backLabel}
            </ButtonLink>
          </AsideCard>
        }
      />
    </>
  );
}
