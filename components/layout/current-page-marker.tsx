'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Marks the menu links to the page being shown with aria-current="page", so a screen reader says
 * "current page" on them. The shell is rendered once for every page and cannot know the address;
 * this runs after hydration and again after each client-side move.
 */
export function CurrentPageMarker() {
  const pathname = usePathname();

  useEffect(() => {
    const links = document.querySelectorAll<HTMLAnchorElement>(
      'header nav a[href^="/"], footer nav a[href^="/"]',
    );
    for (const link of links) {
      if (link.pathname === pathname && link.search === '')
        link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    }
  }, [pathname]);

  return null;
}
