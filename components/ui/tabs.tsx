'use client';

import { useState, type ReactNode } from 'react';
import styles from './tabs.module.scss';
import { useTabs } from './use-tabs';

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

/** Tabs over panels rendered on the server; every panel is already on the page. */
export function Tabs({ label, tabs, initialIndex = 0 }: TabsProps) {
  const [active, setActive] = useState(initialIndex);
  const { tabProps, panelProps } = useTabs(tabs.length, active, setActive);

  return (
    <div>
      <div role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab, index) => (
          <button key={`${index}-${tab.label}`} {...tabProps(index)} className={styles.tab}>
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={`${index}-${tab.label}`}
          {...panelProps(index)}
          tabIndex={0}
          className={styles.panel}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
