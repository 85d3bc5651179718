import type { FAQPage, MedicalWebPage, WithContext } from 'schema-dts';
import type { FaqItem } from '@/content/blocks';
import type { Speciality } from '@/lib/hospital-api/types';
import { absoluteUrl, specialityPath } from '@/content/routes';
import { site } from '@/content/site';
import { defaultLocale, languageTag, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { faqJsonLd } from '@/lib/seo/faq-json-ld';
import { medicalSpecialtiesOf } from '@/lib/seo/medical-specialty';

interface SpecialityJsonLdInput {
  origin: string;
  /** The page's meta description, as the page gives it. */
  description: string;
  /** The questions the page shows, as it shows them. */
  faq: readonly FaqItem[];
  /** The page's language: its address and inLanguage follow it. */
  locale?: Locale;
}

/** The page as a MedicalWebPage about its speciality, named by schema.org where it has a name. */
export function specialityPageJsonLd(
  speciality: Speciality,
  {
    origin,
    description,
    locale = defaultLocale,
  }: Pick<SpecialityJsonLdInput, 'origin' | 'description' | 'locale'>,
): WithContext<MedicalWebPage> {
  const specialties = medicalSpecialtiesOf(speciality.name);
  const image = speciality.images[0] ?? speciality.image;
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalWebPage',
    name: speciality.name,
    url: absoluteUrl(origin, localePath(locale, specialityPath(speciality.slug))),
    description,
    inLanguage: languageTag[locale],
    ...(image ? { image: new URL(image, origin).href } : {}),
    about:
      specialties.length > 0
        ? specialties.map((specialty) => ({ '@id': specialty }))
        : { '@type': 'Thing', name: speciality.name },
    ...(specialties.length > 0
      ? { specialty: specialties.length === 1 ? specialties[0] : [...specialties] }
      : {}),
    audience: { '@type': 'Patient' },
    publisher: { '@type': 'MedicalOrganization', name: site.brand, url: origin },
  };
}

/**
 * What search engines get about a speciality page beside its trail (which the breadcrumb gives):
 * the page and its FAQ (from the same items the page shows; none when it shows none).
 */
export function specialityJsonLd(
  speciality: Speciality,
  input: SpecialityJsonLdInput,
): [WithContext<MedicalWebPage>, WithContext<FAQPage>?] {
  const faq = faqJsonLd(
    input.faq.map((item) => ({ question: item.question, answer: item.answer.join('\n\n') })),
  );
  const page = specialityPageJsonLd(speciality, input);
  return faq ? [page, faq] : [page];
}
