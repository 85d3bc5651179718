import type { ReactNode } from 'react';
import { SiteDocument, siteViewport } from '@/components/layout/site-document';
import { SiteShell } from '@/components/layout/site-shell';
import { siteUrl } from '@/lib/env';
import { rootMetadata } from '@/lib/seo/metadata';

export const metadata = rootMetadata(siteUrl());
export const viewport = siteViewport;

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <SiteDocument>
      <SiteShell>{children}</SiteShell>
    </SiteDocument>
  );
}
