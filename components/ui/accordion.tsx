'use client';

import clsx from 'clsx';
import { useId, useState, type ReactNode } from 'react';
import styles from './accordion.module.scss';
import { replayEarlyPress } from './early-press';

export interface AccordionItem {
  title: string;
  /** Rendered on the server and kept in the HTML while closed, so search engines read it. */
  content: ReactNode;
}

interface AccordionProps {
  items: readonly AccordionItem[];
  /** The level of the heading each button sits in, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** 'one': opening an item closes the open one (spec: FAQ, academics). */
  expand?: 'one' | 'many';
  /** Items open at first, by position. */
  initiallyOpen?: readonly number[];
  /** Numbers the titles from here (an FAQ's second column carries on from the first). */
  numberFrom?: number;
  className?: string;
}

/**
 * Disclosure buttons in headings, each with aria-expanded and aria-controls pointing at its
 * panel. Pressing the open item's button closes it.
 */
export function Accordion({
  items,
  headingLevel = 3,
  expand = 'one',
  initiallyOpen = [],
  numberFrom,
  className,
}: AccordionProps) {
  const [open, setOpen] = useState<readonly number[]>(initiallyOpen);
  const id = useId();
  const Heading = `h${headingLevel}` as const;

  function toggle(index: number) {
    setOpen((current) => {
      if (current.includes(index)) return current.filter((other) => other !== index);
      return expand === 'one' ? [index] : [...current, index];
    });
  }

  return (
    <div className={clsx(styles.accordion, numberFrom !== undefined && styles.numbered, className)}>
      {items.map((item, index) => {
        const expanded = open.includes(index);
        const panelId = `${id}-panel-${index}`;
        return (
          <div key={`${index}-${item.title}`} className={styles.item}>
            <Heading className={styles.heading}>
              <button
                ref={replayEarlyPress}
                type="button"
                className={styles.button}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(index)}
              >
                <span className={styles.label}>
                  {numberFrom !== undefined ? (
                    <>
                      <span className={styles.number}>{numberFrom + index}.</span>{' '}
                    </>
                  ) : null}
                  <span className={styles.title}>{item.title}</span>
                </span>
                <span className={styles.marker} aria-hidden="true" />
              </button>
            </Heading>
            <div id={panelId} className={styles.panel} hidden={!expanded}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
