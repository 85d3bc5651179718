'use client';

import clsx from 'clsx';
import { useState, type ReactNode } from 'react';
import { replayEarlyPress } from '@/components/ui/early-press';
import { Icon } from '@/components/ui/icon';
import styles from './site-footer.module.scss';

interface FooterGroupProps {
  /** The heading's id, which names the navigation. */
  id: string;
  title: string;
  /** The group's links. */
  children: ReactNode;
}

/**
 * A column of footer links. On a phone the columns would stack into two screens of links, so
 * there each is a disclosure: its heading is a button that shows or hides the links (kept in the
 * HTML, for search engines). From the small-tablet width up every column is open and the heading
 * is plain text.
 */
export function FooterGroup({ id, title, children }: FooterGroupProps) {
  const [open, setOpen] = useState(false);
  const linksId = `${id}-links`;
  return (
    <nav aria-labelledby={id} className={styles.group}>
      <h2 id={id} className={styles.columnHeading}>
        <button
          ref={replayEarlyPress}
          type="button"
          className={styles.groupToggle}
          aria-expanded={open}
          aria-controls={linksId}
          onClick={() => setOpen((current) => !current)}
        >
          {title}
          <Icon name="chevron-down" size={20} className={styles.groupChevron} />
        </button>
        <span className={styles.groupTitle}>{title}</span>
      </h2>
      <div id={linksId} className={clsx(styles.groupLinks, open && styles.groupOpen)}>
        {children}
      </div>
    </nav>
  );
}
