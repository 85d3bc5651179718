'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.scss';

export interface TabItem {
  label: string;
  /** Rendered on the server; hidden panels stay in the HTML. */
  panel: ReactNode;
}

interface TabsProps {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: readonly TabItem[];
  initialIndex?: number;
}

/** Where each key moves focus from the active tab, given the last tab's index. */
const KEY_TARGETS: Partial<Record<string, (active: number, last: number) => number>> = {
  ArrowRight: (active, last) => (active === last ? 0 : active + 1),
  ArrowLeft: (active, last) => (active === 0 ? last : active - 1),
  Home: () => 0,
  End: (_active, last) => last,
};

/**
 * The WAI-ARIA tabs pattern: one tab in the Tab order (roving tabindex), Left and Right arrows
 * move between tabs and wrap, Home and End jump to the ends; a tab is shown as soon as it is
 * focused, since every panel is already on the page.
 */
export function Tabs({ label, tabs, initialIndex = 0 }: TabsProps) {
  const [active, setActive] = useState(initialIndex);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();

  function select(index: number) {
    setActive(index);
    tabRefs.current[index]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    const target = KEY_TARGETS[event.key];
    if (!target) return;
    event.preventDefault();
    select(target(active, tabs.length - 1));
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab, index) => (
          <button
            key={`${index}-${tab.label}`}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === active}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === active ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(index)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={`${index}-${tab.label}`}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          tabIndex={0}
          hidden={index !== active}
          className={styles.panel}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
