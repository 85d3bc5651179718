'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** A page of this site behind a link, as the router can fetch it: not a file, an API or a new tab. */
export function prefetchablePath(link: HTMLAnchorElement): string | null {
  const href = link.getAttribute('href');
  if (!href?.startsWith('/') || href.startsWith('//')) return null;
  if (link.hasAttribute('data-no-prefetch') || link.hasAttribute('download') || link.target)
    return null;
  const path = href.split(/[?#]/)[0]!;
  if (path.startsWith('/api/') || /\.[a-z0-9]+$/i.test(path)) return null;
  return href.split('#')[0]!;
}

/**
 * Fetches the page behind a link to the site (components/ui/link.tsx) when the visitor reaches
 * for it: a pointer over it (a mouse, a pen, a finger's tap) or keyboard focus on it. Listeners on
 * the document only, so a link costs nothing until then.
 */
export function IntentPrefetch() {
  const router = useRouter();
  useEffect(() => {
    const fetched = new Set<string>();
    const onIntent = (event: Event) => {
      const link =
        event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
      const href = link ? prefetchablePath(link) : null;
      if (!href || fetched.has(href)) return;
      fetched.add(href);
      router.prefetch(href);
    };
    const passive = { passive: true, capture: true };
    document.addEventListener('pointerover', onIntent, passive);
    document.addEventListener('focusin', onIntent, passive);
    return () => {
      document.removeEventListener('pointerover', onIntent, passive);
      document.removeEventListener('focusin', onIntent, passive);
    };
  }, [router]);
  return null;
}
