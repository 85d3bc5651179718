import type { ReactNode } from 'react';
import { HeldSubmitScript } from '@/components/forms/held-submit-script';
import { FOOTER_SPECIALITY_NAMES } from '@/content/navigation';
import { footerLegalLinks, footerPatientLinks, headerMenus } from '@/content/registry-menus';
import { getAllCategories, orFallback } from '@/lib/hospital-api';
import { footerSpecialities } from '@/lib/specialities/footer';
import { specialitiesMenu } from '@/lib/specialities/menu';
import { CurrentPageMarker } from './current-page-marker';
import { IntentPrefetch } from './intent-prefetch';
import { MobileActionBar, RequestCallButton } from './quick-actions';
import { ScrollToTop } from './scroll-to-top';
import { SiteDialogs } from './site-dialogs';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SocialBand } from './social-band';

/**
 * The whole site's frame: header with its menus, the page, the footer, the phone's action bar and
 * the booking and call-back dialogs. Every page but the emergency page (EmergencyShell) has it.
 */
export async function SiteShell({ children }: { children: ReactNode }) {
  // The shell must stand even when the catalogue cannot be read: menus then go without specialities.
  const categories = await orFallback(getAllCategories(), []);

  return (
    <>
      <HeldSubmitScript />
      <ScrollToTop />
      <CurrentPageMarker />
      <IntentPrefetch />
      <SiteHeader menus={headerMenus(specialitiesMenu(categories))} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SocialBand />
      <SiteFooter
        specialities={footerSpecialities(categories, FOOTER_SPECIALITY_NAMES)}
        patientLinks={footerPatientLinks}
        legalLinks={footerLegalLinks}
      />
      <RequestCallButton />
      <MobileActionBar />
      <SiteDialogs specialities={categories.map((category) => category.name)} />
    </>
  );
}
