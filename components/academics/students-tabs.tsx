'use client';

import { useRef, useState, type ReactNode } from 'react';
import { replayEarlyPress } from '@/components/ui/early-press';
import { useTabs } from '@/components/ui/use-tabs';
import styles from './students-tabs.module.scss';

interface StudentsTab {
  label: string;
  /** One card per student, rendered on the server. */
  items: readonly ReactNode[];
}

interface StudentsTabsProps {
  label: string;
  tabs: readonly StudentsTab[];
  /** How many each tab shows until View More (spec: 3). */
  shownAtFirst: number;
  viewMoreLabel: string;
}

/**
 * Current and past students as tabs. Each tab shows its first few; View More shows the rest, and
 * choosing a tab starts it again from the first few. The hidden cards stay in the HTML.
 */
export function StudentsTabs({ label, tabs, shownAtFirst, viewMoreLabel }: StudentsTabsProps) {
  const [active, setActive] = useState(0);
  const [expanded, setExpanded] = useState(false);
  const firstRevealed = useRef<HTMLLIElement>(null);
  const { tabProps, panelProps } = useTabs(tabs.length, active, (index) => {
    setActive(index);
    setExpanded(false);
  });

  function viewMore() {
    setExpanded(true);
    // The button goes away: keep the keyboard user's place on the first card it revealed.
    requestAnimationFrame(() => firstRevealed.current?.focus());
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab, index) => (
          <button key={tab.label} {...tabProps(index)} className={styles.tab}>
            {tab.label}
            <span className={styles.count}>{tab.items.length}</span>
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => {
        const isActive = index === active;
        const showAll = isActive && expanded;
        return (
          <div key={tab.label} {...panelProps(index)} tabIndex={0} className={styles.panel}>
            <ul className={styles.grid}>
              {tab.items.map((item, position) => (
                <li
                  key={position}
                  ref={isActive && position === shownAtFirst ? firstRevealed : undefined}
                  tabIndex={position === shownAtFirst ? -1 : undefined}
                  hidden={!showAll && position >= shownAtFirst}
                  className={styles.item}
                >
                  {item}
                </li>
              ))}
            </ul>
            {!showAll && tab.items.length > shownAtFirst ? (
              <button
                ref={replayEarlyPress}
                type="button"
                className={styles.more}
                onClick={viewMore}
              >
                {viewMoreLabel}
                <span className="visually-hidden">: {tab.label}</span>
              </button>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
