import type { Viewport } from 'next';
import type { ReactNode } from 'react';
import { HeldSubmitScript } from '@/components/forms/held-submit-script';
import { CurrentPageMarker } from '@/components/layout/current-page-marker';
import { IntentPrefetch } from '@/components/layout/intent-prefetch';
import { MobileActionBar, RequestCallButton } from '@/components/layout/quick-actions';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { SiteDialogs } from '@/components/layout/site-dialogs';
import { SocialBand } from '@/components/layout/social-band';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { FOOTER_SPECIALITY_NAMES } from '@/content/navigation';
import { footerLegalLinks, footerPatientLinks, headerMenus } from '@/content/registry-menus';
import { footerSpecialities } from '@/lib/specialities/footer';
import { siteUrl } from '@/lib/env';
import { getAllCategories, orFallback } from '@/lib/hospital-api';
import { rootMetadata } from '@/lib/seo/metadata';
import { specialitiesMenu } from '@/lib/specialities/menu';
import { colours } from '@/styles/colours';
import { sans } from '@/styles/fonts';
import '@/styles/globals.scss';

export const metadata = rootMetadata(siteUrl());

export const viewport: Viewport = {
  themeColor: colours.brand,
  width: 'device-width',
  initialScale: 1,
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The shell must stand even when the catalogue cannot be read: menus then go without specialities.
  const categories = await orFallback(getAllCategories(), []);

  return (
    <html lang="en-IN" className={sans.variable}>
      <body>
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
      </body>
    </html>
  );
}
