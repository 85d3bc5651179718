import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/site-shell';

/** The site's frame in Punjabi: every translated page but the emergency page. */
export default function PunjabiSiteLayout({ children }: { children: ReactNode }) {
  return <SiteShell locale="pa">{children}</SiteShell>;
}
