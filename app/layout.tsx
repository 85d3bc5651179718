import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { siteUrl } from '@/lib/env';
import { site } from '@/lib/site';
import { sans } from '@/styles/fonts';
import '@/styles/globals.scss';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: `${site.brand} | Multi-speciality hospitals in Punjab and Kashmir`, template: `%s | ${site.brand}` },
  description: site.description,
  applicationName: site.brand,
  openGraph: { type: 'website', siteName: site.brand, locale: 'en_IN' },
  twitter: { card: 'summary_large_image' },
  icons: { icon: '/favicon.svg' },
};

export const viewport: Viewport = {
  themeColor: '#0B4F6C',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN" className={sans.variable}>
      <body>
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
      </body>
    </html>
  );
}
