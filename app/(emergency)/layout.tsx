import type { ReactNode } from 'react';
import { EmergencyShell } from '@/components/layout/emergency-shell';
import { SiteDocument, siteViewport } from '@/components/layout/site-document';
import { siteUrl } from '@/lib/env';
import { rootMetadata } from '@/lib/seo/metadata';

export const metadata = rootMetadata(siteUrl());
export const viewport = siteViewport;

export default function EmergencyLayout({ children }: { children: ReactNode }) {
  return (
    <SiteDocument>
      <EmergencyShell>{children}</EmergencyShell>
    </SiteDocument>
  );
}
