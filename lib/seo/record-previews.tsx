import type { ImageResponse } from 'next/og';
import { decodePathSegment } from '@/content/routes';
import { getUnit } from '@/content/units';
import { site } from '@/content/site';
import { getAllCategories, getSpeciality } from '@/lib/hospital-api';
import { catalogue } from '@/lib/i18n/catalogues';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { findSpeciality } from '@/lib/specialities/lookup';
import { brandCardImage, ogCardImage } from './og-card';

/**
 * The link preview of a speciality's page in a language: its name, as the hospital API gives it,
 * on the brand card, with the language's words around it.
 */
export async function specialityPreviewImage(slug: string, locale: Locale): Promise<ImageResponse> {
  const speciality = await findSpeciality(decodePathSegment(slug), {
    getAllCategories,
    getSpeciality,
  }).catch(() => null);
  if (!speciality) return brandCardImage(locale);
  const words = catalogue(locale).preview;
  return ogCardImage({
    kind: words.specialityKind,
    title: speciality.name,
    line: words.specialityLine,
    footer: words.book,
    locale,
  });
}

/** The link preview of a hospital's page in a language: its name and where it is. */
export function unitPreviewImage(link: string, locale: Locale): Promise<ImageResponse> {
  const unit = getUnit(link);
  const siteUnit = site.units.find((entry) => entry.link === link);
  if (!unit || !siteUnit) return brandCardImage(locale);
  const words = catalogue(locale).preview;
  // English keeps the page's own name and place; the others, the unit's in their script.
  const { name, address } =
    locale === defaultLocale
      ? { name: unit.title, address: unit.location }
      : catalogue(locale).units[siteUnit.id];
  return ogCardImage({
    kind: words.hospitalKind,
    title: name,
    line: address,
    footer: words.footer,
    locale,
  });
}
