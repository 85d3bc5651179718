import type { ReactNode } from 'react';
import { EarlyInputScript } from './early-input-script';
import { FOOTER_SPECIALITY_NAMES } from '@/content/navigation';
import { footerLegalLinks, footerPatientLinks, headerMenus } from '@/content/registry-menus';
import { getAllCategories, orFallback } from '@/lib/hospital-api';
import { catalogue } from '@/lib/i18n/catalogues';
import { languageTag, type Locale } from '@/lib/i18n/locales';
import { localisedLink, localisedMenu, shellContent } from '@/lib/i18n/shell';
import { footerSpecialities } from '@/lib/specialities/footer';
import { specialitiesMenu } from '@/lib/specialities/menu';
import { CurrentPageMarker } from './current-page-marker';
import { IntentPrefetch } from './intent-prefetch';
import { LanguageSuggestion } from './language-suggestion';
import { MobileActionBar, RequestCallButton } from './quick-actions';
import { ScrollToTop } from './scroll-to-top';
import { ShellProvider } from './shell-context';
import { SiteDialogs } from './site-dialogs';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SocialBand } from './social-band';

/**
 * The whole site's frame: header with its menus, the page, the footer, the phone's action bar and
 * the booking and call-back dialogs. Every page but the emergency page (EmergencyShell) has it.
 * In Punjabi or Hindi its client components get their words and links from a provider; the
 * specialities' names stay the API's English, marked so.
 */
export async function SiteShell({
  locale = 'en',
  children,
}: {
  locale?: Locale;
  children: ReactNode;
}) {
  // The shell must stand even when the catalogue cannot be read: menus then go without specialities.
  const categories = await orFallback(getAllCategories(), []);
  const menus = headerMenus(specialitiesMenu(categories));
  const specialities = footerSpecialities(categories, FOOTER_SPECIALITY_NAMES);
  const english = locale === 'en' ? {} : { lang: languageTag.en };
  const { shell, frame } = catalogue(locale);

  const page = (
    <>
      <EarlyInputScript />
      <ScrollToTop />
      <CurrentPageMarker />
      <IntentPrefetch />
      <SiteHeader
        menus={{
          specialities: localisedMenu(locale, menus.specialities),
          centresOfExcellence: localisedMenu(locale, menus.centresOfExcellence),
          services: localisedMenu(locale, menus.services),
        }}
      />
      <LanguageSuggestion />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SocialBand
        heading={shell.socialHeading}
        lead={shell.socialLead}
        label={frame.socialMedia}
        linkName={shell.socialOn}
      />
      <SiteFooter
        specialities={{ ...specialities, ...english }}
        patientLinks={footerPatientLinks.map((link) => localisedLink(locale, link))}
        legalLinks={footerLegalLinks.map((link) => localisedLink(locale, link))}
      />
      <RequestCallButton />
      <MobileActionBar />
      <SiteDialogs specialities={categories.map((category) => category.name)} />
    </>
  );
  if (locale === 'en') return page;
  return <ShellProvider value={shellContent(locale)}>{page}</ShellProvider>;
}
