'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * Every page opens at its top (spec). Next only scrolls the new page's own content into view,
 * which can leave the header above the fold, so this puts the window at 0 on each new path. Focus
 * starts over too: after a client-side move it would stay on the link that was followed, now gone,
 * and fall back to <body>; it goes to the new page's main content, where Tab then continues.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (window.location.hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    // A task later: a dialog whose form sent the visitor here closes in this same commit, and
    // while it is open the page behind it cannot take focus.
    const later = window.setTimeout(() => {
      const main = document.getElementById('main');
      if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
    });
    return () => window.clearTimeout(later);
  }, [pathname]);

  return null;
}
