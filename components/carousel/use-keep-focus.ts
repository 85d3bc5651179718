'use client';

import { useEffect, type RefObject } from 'react';
import { focusableIn } from '@/components/ui/focus-trap';

const isFocusable = (element: HTMLElement) =>
  element.isConnected &&
  !(element as HTMLButtonElement).disabled &&
  (element.tabIndex >= 0 || element.matches('button, a[href]'));

/** The first thing to focus in the slide in view (swiper marks it), if it has one. */
function firstInActiveSlide(root: HTMLElement): HTMLElement | null {
  const slide = root.querySelector<HTMLElement>('.swiper-slide-active');
  return slide ? (focusableIn(slide)[0] ?? null) : null;
}

/**
 * Focus drops to the page's body when the element holding it stops being focusable: the plain
 * track once swiper takes it over, or an arrow swiper disables at the end of a carousel that does
 * not loop. Then it goes where the visitor was heading instead: from the track into the slide in
 * view, from a disabled arrow to the other one. Focus the visitor moved away themselves is never
 * pulled back.
 */
export function useKeepFocusInside(
  rootRef: RefObject<HTMLElement | null>,
  prevRef: RefObject<HTMLButtonElement | null>,
  nextRef: RefObject<HTMLButtonElement | null>,
) {
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    let holder: HTMLElement | null = null;

    const onFocusIn = (event: FocusEvent) => {
      holder = event.target as HTMLElement;
    };
    const onFocusOut = (event: FocusEvent) => {
      const left = event.target as HTMLElement;
      // A blur because the element was disabled keeps the holder; a real move forgets it.
      queueMicrotask(() => {
        if (holder === left && isFocusable(left) && document.activeElement !== left) holder = null;
      });
    };
    const observer = new MutationObserver(() => {
      if (!holder || isFocusable(holder)) return;
      if (document.activeElement !== document.body && document.activeElement !== holder) return;
      const arrows = [prevRef.current, nextRef.current].filter(
        (arrow): arrow is HTMLButtonElement => !!arrow && isFocusable(arrow),
      );
      const wasArrow = holder === prevRef.current || holder === nextRef.current;
      holder = null;
      (wasArrow ? arrows.at(-1) : (firstInActiveSlide(root) ?? arrows.at(-1)))?.focus();
    });
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('focusout', onFocusOut);
    observer.observe(root, {
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled', 'tabindex', 'class'],
    });
    return () => {
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
      observer.disconnect();
    };
  }, [rootRef, prevRef, nextRef]);
}
