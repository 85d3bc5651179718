import { createTranslator } from 'next-intl';
import { Faq } from '@/components/content/faq';
import { JsonLd } from '@/components/content/json-ld';
import { notFoundMetadataIn } from '@/components/content/not-found-view';
import { PageNotFound } from '@/components/content/page-not-found';
import { DoctorGrid } from '@/components/doctors/doctor-grid';
import { VideoCard } from '@/components/media/video-card';
import { ButtonLink } from '@/components/ui/button-link';
import { Section } from '@/components/ui/section';
import { withEnglishName } from '@/components/ui/with-english-name';
import { decodePathSegment, doctorsPath, specialitiesPath, specialityPath } from '@/content/routes';
import { specialityTeamShown } from '@/content/specialities-page';
import { siteUrl } from '@/lib/env';
import {
  getAllCategories,
  getDoctorsByCategory,
  getSpeciality,
  orFallback,
} from '@/lib/hospital-api';
import type { Speciality } from '@/lib/hospital-api/types';
import { catalogue } from '@/lib/i18n/catalogues';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { setPageLocale } from '@/lib/i18n/page-locale';
import { recordTrailIn } from '@/lib/i18n/record-trail';
import { localeLink } from '@/lib/i18n/paths';
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
import { SpecialityHero } from './speciality-hero';
import { SpecialityMore } from './speciality-more';
import { SpecialityOverview } from './speciality-overview';
import { SpecialityStories } from './speciality-stories';
import styles from './speciality-page.module.scss';

const specialityOf = (slug: string) =>
  findSpeciality(decodePathSegment(slug), { getAllCategories, getSpeciality });

const wordsIn = (locale: Locale) =>
  createTranslator({ locale, messages: catalogue(locale), namespace: 'specialities.page' });

/**
 * A speciality page's title and description: in English the record's own (meta, metades); in
 * another language the page's words around the speciality's name.
 */
function seoOf(speciality: Speciality, locale: Locale) {
  if (locale === defaultLocale) return specialitySeo(speciality);
  const t = wordsIn(locale);
  return {
    title: t('metaTitle', { name: speciality.name }),
    description: t('metaDescription', { name: speciality.name }),
  };
}

export async function specialityPageMetadata(slug: string, locale: Locale) {
  const speciality = await specialityOf(slug);
  if (!speciality) return notFoundMetadataIn(locale);
  return pageMetadata({
    ...seoOf(speciality, locale),
    path: specialityPath(speciality.slug),
    locale,
    // Its preview is drawn for it, in its language (opengraph-image.tsx beside each route).
    ownPreviewImage: true,
  });
}

/** An overview entry as HTML: a paragraph of plain text is wrapped in one. */
function paragraphHtml(entry: string): string {
  const clean = sanitizeApiHtml(entry).trim();
  return !clean || /^<(p|ul|ol|h[2-4]|table|blockquote)\b/i.test(clean) ? clean : `<p>${clean}</p>`;
}

/**
 * A speciality's page in any language: what the hospital API says of it (its name, overview,
 * questions and stories, in English), and its doctors, within the page's own words.
 */
export async function SpecialityPage({ slug, locale }: { slug: string; locale: Locale }) {
  setPageLocale(locale);
  const speciality = await specialityOf(slug);
  if (!speciality) return <PageNotFound locale={locale} />;
  const { name } = speciality;
  const t = wordsIn(locale);
  const translated = locale !== defaultLocale;
  const apiLanguage = translated ? 'en' : undefined;
  const named = (key: 'overviewHeading' | 'explainedHeading' | 'doctorsHeading') =>
    withEnglishName((value) => t(key, { name: value }), name, translated);
  const faqItems = specialityFaqItems(speciality);
  const overview = speciality.overviewHtml.map(paragraphHtml).filter(Boolean);
  const doctors = await orFallback(getDoctorsByCategory(name), []);
  const explained = speciality.explainedVideo;
  const allDoctors = localeLink(locale, doctorsPath({ category: name }));

  return (
    <>
      {specialityJsonLd(speciality, {
        origin: siteUrl(),
        description: seoOf(speciality, locale).description,
        faq: faqItems,
        locale,
      }).map((data) => (data ? <JsonLd key={String(data['@type'])} data={data} /> : null))}
      {/* The card's icon (`image`) is no picture for a banner: only a real photo is shown here. */}
      <SpecialityHero
        name={name}
        lead={speciality.seo.description || firstSentence(speciality.overviewHtml)}
        image={speciality.images[0] ?? null}
        breadcrumb={recordTrailIn(
          locale,
          specialityBreadcrumb(speciality),
          catalogue(locale).specialities.page.crumb,
        )}
        locale={locale}
      />
      {overview.length > 0 || explained ? (
        <SpecialityOverview
          heading={named('overviewHeading')}
          paragraphsHtml={overview}
          textLang={apiLanguage}
          aside={
            explained ? (
              <>
                <h2 className={styles.asideHeading}>{named('explainedHeading')}</h2>
                <VideoCard
                  video={explained}
                  title={t('explainedTitle', { name })}
                  caption={t('explainedCaption', { name })}
                  ownTitle
                  ownCaption
                />
              </>
            ) : undefined
          }
        />
      ) : null}
      {faqItems.length > 0 ? (
        <div className={styles.faqBand}>
          <div className={styles.faq}>
            <Faq faq={specialityFaq(faqItems, t('faqHeading'))} itemsLang={apiLanguage} />
          </div>
        </div>
      ) : null}
      <SpecialityStories
        name={name}
        testimonial={speciality.patientVideo}
        stories={speciality.patientStories}
        locale={locale}
      />
      {doctors.length > 0 ? (
        <Section
          id="speciality-doctors"
          heading={named('doctorsHeading')}
          lead={t('doctorsLead')}
          tinted
          action={
            <ButtonLink {...allDoctors} variant="secondary">
              {t('allDoctors')}
            </ButtonLink>
          }
        >
          <DoctorGrid doctors={doctors.slice(0, specialityTeamShown)} />
        </Section>
      ) : null}
      <SpecialityMore
        heading={t('moreHeading')}
        text={t('moreText')}
        links={[
          { label: t('allSpecialities'), ...localeLink(locale, specialitiesPath()) },
          { label: t('findDoctor'), ...localeLink(locale, doctorsPath()) },
        ]}
      />
    </>
  );
}
