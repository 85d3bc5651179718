'use client';

import { useEffect } from 'react';
import { PAGING_ROW_SELECTOR } from './paging-row';

/** Whether the navigation under way was started by a paging link; read once by the page it opens. */
let fromPagingLink = false;
let following = false;

/** A press on a paging link that Next took over (a new tab or window is no navigation here). */
function notePagingPress(event: MouseEvent) {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  fromPagingLink = Boolean(link?.closest(PAGING_ROW_SELECTOR)) && event.defaultPrevented;
}

/**
 * Another page of a list, opened from its paging row, puts the keyboard where the list starts:
 * on the element with `targetId` (its count line, or its heading), which a screen reader reads
 * ("Page 2 of 3"), and from which Tab reaches the first result. Without it, focus fell back to
 * the page's start once the link pressed was replaced. The page opened from an address or a
 * filter leaves focus alone. Renders nothing.
 */
export function PagingFocus({ targetId, page }: { targetId: string; page: number }) {
  useEffect(() => {
    if (fromPagingLink) {
      fromPagingLink = false;
      document.getElementById(targetId)?.focus({ preventScroll: true });
    }
    if (following) return;
    following = true;
    // Bubbling to the document: Next's link has by then said whether it navigates in the page.
    document.addEventListener('click', notePagingPress);
  }, [targetId, page]);
  return null;
}
