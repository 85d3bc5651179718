import type { Viewport } from 'next';
import type { ReactNode } from 'react';
import { languageTag, type Locale } from '@/lib/i18n/locales';
import { colours } from '@/styles/colours';
import { ScriptFontFace } from './script-font-face';
import { sans } from '@/styles/fonts';
import '@/styles/globals.scss';

export const siteViewport: Viewport = {
  themeColor: colours.brand,
  width: 'device-width',
  initialScale: 1,
};

/**
 * The document around a page: its language, the site's font and global styles; a Punjabi or Hindi
 * page adds its script's font, declared in its head (ScriptFontFace), which no other page loads.
 * English has two root layouts, each of which puts its frame inside this: app/(site)/layout.tsx
 * (header, menus, dialogs, footer) for every page but one, and app/(emergency)/layout.tsx (logo, a
 * short navigation bar, a short footer) for the emergency page, which must paint in under a second
 * on a throttled phone (issue 43): one root for both would announce the site frame's stylesheets
 * there. Punjabi and Hindi have one root each (app/(pa), app/(hi)), with the two frames below it.
 */
export function SiteDocument({
  children,
  locale = 'en',
}: {
  children: ReactNode;
  locale?: Locale;
}) {
  return (
    <html lang={languageTag[locale]} className={sans.variable}>
      <body>
        {locale !== 'en' && <ScriptFontFace locale={locale} />}
        {children}
      </body>
    </html>
  );
}
