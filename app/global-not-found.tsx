import type { Metadata } from 'next';
// First, as in the root layouts: the global styles lead this document's stylesheets too.
import { SiteDocument, siteViewport } from '@/components/layout/site-document';
import { NotFoundView, notFoundMetadata } from '@/components/content/not-found-view';
import { SiteShell } from '@/components/layout/site-shell';
import { notFoundContent } from '@/content/status-pages';
import { siteUrl } from '@/lib/env';
import { rootMetadata, TITLE_TEMPLATE } from '@/lib/seo/metadata';

// An address that matches no route. With two root layouts (components/layout/site-document.tsx
// says why) no not-found.tsx can sit above both, so Next answers such an address with this
// document alone (experimental.globalNotFound): the site's 404 in the site's frame. A page that
// finds no record (notFound()) shows app/(site)/not-found.tsx inside the frame as before.

export const metadata: Metadata = {
  ...rootMetadata(siteUrl()),
  ...notFoundMetadata,
  title: { absolute: TITLE_TEMPLATE.replace('%s', notFoundContent.title) },
};
export const viewport = siteViewport;

export default function GlobalNotFound() {
  return (
    <SiteDocument>
      <SiteShell>
        <NotFoundView />
      </SiteShell>
    </SiteDocument>
  );
}
