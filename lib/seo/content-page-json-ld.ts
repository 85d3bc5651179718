import type { FAQPage, Hospital, MedicalWebPage, WithContext } from 'schema-dts';
import type { FaqContent } from '@/content/blocks';
import { absoluteUrl } from '@/content/routes';
import { site, type Unit } from '@/content/site';
import { catalogue } from '@/lib/i18n/catalogues';
import { defaultLocale, languageTag, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { faqJsonLd } from './faq-json-ld';
import { postalAddressOf } from './postal-address';
import { medicalSpecialtiesOf } from './medical-specialty';

/** The group every unit and page belongs to. */
const group = (origin: string) =>
  ({ '@type': 'MedicalOrganization', name: site.brand, url: origin }) as const;

/** A questions-and-answers block as FAQPage data, from the same items the page shows. */
const faqOf = (faq: FaqContent | undefined) =>
  faq
    ? faqJsonLd(
        faq.items.map((item) => ({ question: item.question, answer: item.answer.join('\n\n') })),
      )
    : null;

interface UnitJsonLdInput {
  hospital: Unit;
  path: string;
  description: string;
  image: string;
  /** The specialities of the doctors who practise here, as the API names them. */
  specialities: readonly string[];
  faq?: FaqContent;
  origin: string;
  /** The page's language: the unit's name and the page's address follow it. */
  locale?: Locale;
}

/** A unit as a Hospital of the group, with its address, numbers and specialities. */
export function unitJsonLd({
  hospital,
  path,
  description,
  image,
  specialities,
  faq,
  origin,
  locale = defaultLocale,
}: UnitJsonLdInput): [WithContext<Hospital>, WithContext<FAQPage>?] {
  const specialties = [...new Set(specialities.flatMap((name) => medicalSpecialtiesOf(name)))];
  const unit: WithContext<Hospital> = {
    '@context': 'https://schema.org',
    '@type': 'Hospital',
    name: catalogue(locale).units[hospital.id].name,
    url: absoluteUrl(origin, localePath(locale, path)),
    description,
    image: new URL(image, origin).href,
    address: postalAddressOf(hospital.address),
    telephone: hospital.phones.map((phone) => phone.tel),
    email: hospital.email,
    hasMap: hospital.directionsUrl,
    isAcceptingNewPatients: true,
    ...(specialties.length > 0 ? { medicalSpecialty: specialties } : {}),
    parentOrganization: group(origin),
  };
  const faqPage = faqOf(faq);
  return faqPage ? [unit, faqPage] : [unit];
}

interface PageJsonLdInput {
  name: string;
  path: string;
  description: string;
  image: string;
  /** The speciality the page is about, as the API names it, if it has one. */
  category?: string;
  faq: FaqContent;
  origin: string;
  /** The page's language: its address and inLanguage follow it. */
  locale?: Locale;
}

/** A service or centre page as a MedicalWebPage of the group, with its FAQ. */
export function contentPageJsonLd({
  name,
  path,
  description,
  image,
  category,
  faq,
  origin,
  locale = defaultLocale,
}: PageJsonLdInput): [WithContext<MedicalWebPage>, WithContext<FAQPage>?] {
  const specialties = category ? medicalSpecialtiesOf(category) : [];
  const page: WithContext<MedicalWebPage> = {
    '@context': 'https://schema.org',
    '@type': 'MedicalWebPage',
    name,
    url: absoluteUrl(origin, localePath(locale, path)),
    description,
    inLanguage: languageTag[locale],
    image: new URL(image, origin).href,
    ...(specialties.length > 0
      ? { specialty: specialties.length === 1 ? specialties[0] : [...specialties] }
      : {}),
    audience: { '@type': 'Patient' },
    publisher: group(origin),
  };
  const faqPage = faqOf(faq);
  return faqPage ? [page, faqPage] : [page];
}
