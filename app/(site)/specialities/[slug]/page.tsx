import type { Metadata } from 'next';
import { Faq } from '@/components/content/faq';
import { JsonLd } from '@/components/content/json-ld';
import { PageNotFound } from '@/components/content/page-not-found';
import { notFoundMetadata } from '@/components/content/not-found-view';
import { DoctorGrid } from '@/components/doctors/doctor-grid';
import { SpecialityHero } from '@/components/specialities/speciality-hero';
import { SpecialityMore } from '@/components/specialities/speciality-more';
import { SpecialityOverview } from '@/components/specialities/speciality-overview';
import { SpecialityStories } from '@/components/specialities/speciality-stories';
import { VideoCard } from '@/components/media/video-card';
import { ButtonLink } from '@/components/ui/button-link';
import { Section } from '@/components/ui/section';
import { specialityPage } from '@/content/specialities-page';
import { siteUrl } from '@/lib/env';
import {
  getAllCategories,
  getDoctorsByCategory,
  getSpeciality,
  orFallback,
} from '@/lib/hospital-api';
import { decodePathSegment, doctorsPath, specialityPath } from '@/content/routes';
import { sanitizeApiHtml } from '@/lib/sanitize';
import { pageMetadata } from '@/lib/seo/metadata';
import { specialityJsonLd } from '@/lib/specialities/json-ld';
import { findSpeciality } from '@/lib/specialities/lookup';
import {
  firstSentence,
  specialityBreadcrumb,
  specialityFaq,
  specialityFaqItems,
  specialitySeo,
} from '@/lib/specialities/page';
import styles from './page.module.scss';
import { specialityParams } from '@/lib/static-params';

export const revalidate = 300;
export const dynamicParams = true;

type Props = { params: Promise<{ slug: string }> };

export const generateStaticParams = specialityParams;

async function specialityOf(params: Props['params']) {
  const slug = decodePathSegment((await params).slug);
  return findSpeciality(slug, { getAllCategories, getSpeciality });
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const speciality = await specialityOf(params);
  if (!speciality) return notFoundMetadata;
  return pageMetadata({
    ...specialitySeo(speciality),
    path: specialityPath(speciality.slug),
    ownPreviewImage: true,
  });
}

/** An overview entry as HTML: a paragraph of plain text is wrapped in one. */
function paragraphHtml(entry: string): string {
  const clean = sanitizeApiHtml(entry).trim();
  return !clean || /^<(p|ul|ol|h[2-4]|table|blockquote)\b/i.test(clean) ? clean : `<p>${clean}</p>`;
}

export default async function SpecialityPage({ params }: Props) {
  const speciality = await specialityOf(params);
  if (!speciality) return <PageNotFound />;
  const { name } = speciality;
  const origin = siteUrl();
  const breadcrumb = specialityBreadcrumb(speciality);
  const faqItems = specialityFaqItems(speciality);
  const overview = speciality.overviewHtml.map(paragraphHtml).filter(Boolean);
  const doctors = await orFallback(getDoctorsByCategory(name), []);
  const explained = speciality.explainedVideo;

  return (
    <>
      {specialityJsonLd(speciality, {
        origin,
        description: specialitySeo(speciality).description,
        faq: faqItems,
      }).map((data) => (data ? <JsonLd key={String(data['@type'])} data={data} /> : null))}
      {/* The card's icon (`image`) is no picture for a banner: only a real photo is shown here. */}
      <SpecialityHero
        name={name}
        lead={speciality.seo.description || firstSentence(speciality.overviewHtml)}
        image={speciality.images[0] ?? null}
        breadcrumb={breadcrumb}
      />
      {overview.length > 0 || explained ? (
        <SpecialityOverview
          heading={specialityPage.overviewHeading(name)}
          paragraphsHtml={overview}
          aside={
            explained ? (
              <>
                <h2 className={styles.asideHeading}>{specialityPage.explainedHeading(name)}</h2>
                <VideoCard
                  video={explained}
                  title={specialityPage.explainedTitle(name)}
                  caption={specialityPage.explainedCaption(name)}
                />
              </>
            ) : undefined
          }
        />
      ) : null}
      {faqItems.length > 0 ? (
        <div className={styles.faqBand}>
          <div className={styles.faq}>
            <Faq faq={specialityFaq(faqItems, specialityPage.faqHeading)} />
          </div>
        </div>
      ) : null}
      <SpecialityStories
        name={name}
        testimonial={speciality.patientVideo}
        stories={speciality.patientStories}
      />
      {doctors.length > 0 ? (
        <Section
          id="speciality-doctors"
          heading={specialityPage.doctorsHeading(name)}
          lead={specialityPage.doctorsLead}
          tinted
          action={
            <ButtonLink href={doctorsPath({ category: name })} variant="secondary">
              {specialityPage.allDoctors}
            </ButtonLink>
          }
        >
          <DoctorGrid doctors={doctors} />
        </Section>
      ) : null}
      <SpecialityMore
        heading={specialityPage.moreHeading}
        text={specialityPage.moreText}
        links={specialityPage.links}
      />
    </>
  );
}
