import { StatusPage } from '@/components/content/status-page';
import { ButtonLink } from '@/components/ui/button-link';
import { doctorsPath, homePath, specialitiesPath } from '@/content/routes';
import { catalogue } from '@/lib/i18n/catalogues';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { localeLink } from '@/lib/i18n/paths';
import { pageMetadata } from '@/lib/seo/metadata';

/**
 * The metadata of a 404 in a language: its own title. Next itself keeps a 404 out of search
 * results (robots noindex); a robots tag of ours would be a second one.
 */
export function notFoundMetadataIn(locale: Locale) {
  const words = catalogue(locale).status.notFound;
  const { robots: _robots, ...metadata } = pageMetadata({
    title: words.title,
    description: words.lead,
    locale,
  });
  return metadata;
}

/** The metadata of every English 404. */
export const notFoundMetadata = notFoundMetadataIn(defaultLocale);

/**
 * What every 404 says, with the ways on from it, in the page's language (a way to an English-only
 * page is marked as English); the one view behind every not-found file.
 */
export function NotFoundView({
  headingLevel = 1,
  locale = defaultLocale,
}: {
  headingLevel?: 1 | 2;
  locale?: Locale;
}) {
  const words = catalogue(locale).status.notFound;
  return (
    <StatusPage
      label={words.label}
      heading={words.heading}
      lead={words.lead}
      headingLevel={headingLevel}
    >
      <ButtonLink {...localeLink(locale, homePath)}>{words.homeLabel}</ButtonLink>
      <ButtonLink {...localeLink(locale, doctorsPath())} variant="secondary">
        {words.doctorsLabel}
      </ButtonLink>
      <ButtonLink {...localeLink(locale, specialitiesPath())} variant="secondary">
        {words.specialitiesLabel}
      </ButtonLink>
    </StatusPage>
  );
}
