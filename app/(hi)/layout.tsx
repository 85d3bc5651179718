import type { ReactNode } from 'react';
import { SiteDocument, siteViewport } from '@/components/layout/site-document';
import { siteUrl } from '@/lib/env';
import { rootMetadata } from '@/lib/seo/metadata';

export const metadata = rootMetadata(siteUrl(), 'hi');
export const viewport = siteViewport;

/** The Hindi pages' document (lang, and the script's font, which no other page loads). */
export default function HindiLayout({ children }: { children: ReactNode }) {
  return <SiteDocument locale="hi">{children}</SiteDocument>;
}
