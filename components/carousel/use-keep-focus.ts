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
 * track once swiper takes it over, an arrow swiper disables at the end of a carousel that does
 * not loop, or a slide a looping carousel moves from one end of its track to the other (moving a
 * node blurs it). Then it goes where the visitor was heading instead: back to a moved element,
 * from the track into the slide in view, from a disabled arrow to the other one. Focus the visitor
 * moved away themselves (to another element, or by pressing on the page) is never pulled back.
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
    // A blur with nowhere to go (disabled, moved, removed) keeps the holder; a move elsewhere or
    // a press elsewhere on the page forgets it.
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget && !root.contains(event.relatedTarget as Node)) holder = null;
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!root.contains(event.target as Node)) holder = null;
    };
    const observer = new MutationObserver(() => {
      if (!holder) return;
      const active = document.activeElement;
      if (active !== document.body && active !== holder) return;
      if (isFocusable(holder) && root.contains(holder)) {
        if (active !== holder) holder.focus({ preventScroll: true });
        return;
      }
      const arrows = [prevRef.current, nextRef.current].filter(
        (arrow): arrow is HTMLButtonElement => !!arrow && isFocusable(arrow),
      );
      const wasArrow = holder === prevRef.current || holder === nextRef.current;
      holder = null;
      (wasArrow ? arrows.at(-1) : (firstInActiveSlide(root) ?? arrows.at(-1)))?.focus();
    });
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('focusout', onFocusOut);
    document.addEventListener('pointerdown', onPointerDown, true);
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled', 'tabindex', 'class'],
    });
    return () => {
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onPointerDown, true);
      observer.disconnect();
    };
  }, [rootRef, prevRef, nextRef]);
}
