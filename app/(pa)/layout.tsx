import type { ReactNode } from 'react';
import { SiteDocument, siteViewport } from '@/components/layout/site-document';
import { siteUrl } from '@/lib/env';
import { rootMetadata } from '@/lib/seo/metadata';

export const metadata = rootMetadata(siteUrl(), 'pa');
export const viewport = siteViewport;

/** The Punjabi pages' document (lang, and the script's font, which no other page loads). */
export default function PunjabiLayout({ children }: { children: ReactNode }) {
  return <SiteDocument locale="pa">{children}</SiteDocument>;
}
