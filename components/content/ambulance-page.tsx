import { ambulanceServiceIn } from '@/content/services/ambulance-services';
import { sitePagePath } from '@/content/routes';
import { siteUrl } from '@/lib/env';
import { catalogue } from '@/lib/i18n/catalogues';
import type { Locale } from '@/lib/i18n/locales';
import { setPageLocale } from '@/lib/i18n/page-locale';
import { contentPageJsonLd } from '@/lib/seo/content-page-json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { JsonLd } from './json-ld';
import { ServicePage } from './service-page';

const entryIn = (locale: Locale) => ambulanceServiceIn(catalogue(locale).ambulance);

export function ambulancePageMetadata(locale: Locale) {
  const entry = entryIn(locale);
  return pageMetadata({
    title: entry.metaTitle,
    description: entry.metaDescription,
    path: sitePagePath(entry.slug),
    locale,
  });
}

/**
 * The ambulance service page in Punjabi or Hindi (/pa/ambulance-services): the service template
 * with the page's words in that language. The English page is one of the service pages at /{slug}.
 */
export function AmbulancePage({ locale }: { locale: Locale }) {
  setPageLocale(locale);
  const entry = entryIn(locale);
  return (
    <>
      <JsonLd
        data={contentPageJsonLd({
          name: entry.title,
          path: sitePagePath(entry.slug),
          description: entry.metaDescription,
          image: entry.banner.src,
          faq: entry.faq,
          origin: siteUrl(),
          locale,
        })}
      />
      <ServicePage service={entry} />
    </>
  );
}
