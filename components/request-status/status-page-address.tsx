'use client';

import { useEffect } from 'react';

/**
 * The too-many-tries page is the answer to a post, shown at the form's own address
 * (/api/request-status, 429). It takes back the status page's address, so that the language
 * switch offers this page's twins, and a reload or a bookmark opens the form rather than posting
 * again. Renders nothing.
 */
export function StatusPageAddress({ path }: { path: string }) {
  useEffect(() => {
    // Next's router follows replaceState only once its own effects have run (after this child's),
    // and only for a state that is not its own: hence the timer, and null.
    const timer = setTimeout(() => {
      const { pathname, hash } = window.location;
      if (pathname !== path) window.history.replaceState(null, '', `${path}${hash}`);
    });
    return () => clearTimeout(timer);
  }, [path]);
  return null;
}
