'use client';

import { useId, useRef, type KeyboardEvent } from 'react';
import { replayEarlyPress } from './early-press';

/** Where each key moves focus from the active tab, given the last tab's index. */
const KEY_TARGETS: Partial<Record<string, (active: number, last: number) => number>> = {
  ArrowRight: (active, last) => (active === last ? 0 : active + 1),
  ArrowLeft: (active, last) => (active === 0 ? last : active - 1),
  Home: () => 0,
  End: (_active, last) => last,
};

/**
 * The WAI-ARIA tabs pattern for any markup: one tab in the Tab order (roving tabindex), Left and
 * Right arrows move between tabs and wrap, Home and End jump to the ends; a tab is shown as soon
 * as it is focused. The caller keeps the active index, so it can also move it on its own.
 */
export function useTabs(count: number, active: number, select: (index: number) => void) {
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();

  function onKeyDown(event: KeyboardEvent) {
    const target = KEY_TARGETS[event.key];
    if (!target) return;
    event.preventDefault();
    const next = target(active, count - 1);
    select(next);
    tabRefs.current[next]?.focus();
  }

  return {
    tabProps: (index: number) => ({
      ref: (element: HTMLButtonElement | null) => {
        tabRefs.current[index] = element;
        replayEarlyPress(element);
      },
      type: 'button' as const,
      role: 'tab',
      id: `${id}-tab-${index}`,
      'aria-selected': index === active,
      'aria-controls': `${id}-panel-${index}`,
      tabIndex: index === active ? 0 : -1,
      onClick: () => select(index),
      onKeyDown,
    }),
    panelProps: (index: number) => ({
      role: 'tabpanel',
      id: `${id}-panel-${index}`,
      'aria-labelledby': `${id}-tab-${index}`,
      hidden: index !== active,
    }),
  };
}
