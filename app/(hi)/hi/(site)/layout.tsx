import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/site-shell';

/** The site's frame in Hindi: every translated page but the emergency page. */
export default function HindiSiteLayout({ children }: { children: ReactNode }) {
  return <SiteShell locale="hi">{children}</SiteShell>;
}
