'use client';

import { useEffect } from 'react';
import { PAGING_ROW_SELECTOR } from './paging-row';

/** The page a paging link was pressed for, and when; read once by the page it opens. */
let pressed: { address: string; at: number } | null = null;
let listening = false;

/** How long a press waits for its page: a slow phone's navigation, not a later one. */
const PRESS_WAITS_MS = 15_000;

const addressOf = (url: URL) => `${url.pathname}${url.search}`;

/**
 * A press on a paging link that Next took over (a new tab or window is no navigation here), to
 * another page than this one.
 */
function notePagingPress(event: MouseEvent) {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  const isPaging =
    link instanceof HTMLAnchorElement &&
    link.closest(PAGING_ROW_SELECTOR) !== null &&
    link.getAttribute('aria-current') !== 'page' &&
    event.defaultPrevented;
  pressed = isPaging ? { address: addressOf(new URL(link.href)), at: Date.now() } : null;
}

/**
 * Another page of a list, opened from its paging row, puts the keyboard where the list starts:
 * on the element with `targetId` (its count line, or its heading), which a screen reader reads
 * ("page 2 of 3"), and from which Tab reaches the first result. Without it, focus fell back to
 * the page's start once the link pressed was replaced. Only the page that was pressed for takes
 * focus; one opened from its address, a filter or a search leaves it alone. Renders nothing.
 */
export function PagingFocus({ targetId, page }: { targetId: string; page: number }) {
  useEffect(() => {
    const press = pressed;
    pressed = null;
    if (
      press &&
      Date.now() - press.at < PRESS_WAITS_MS &&
      press.address === addressOf(new URL(window.location.href))
    )
      document.getElementById(targetId)?.focus({ preventScroll: true });
    if (listening) return;
    listening = true;
    // Bubbling to the document: Next's link has by then said whether it navigates in the page.
    document.addEventListener('click', notePagingPress);
  }, [targetId, page]);
  return null;
}
