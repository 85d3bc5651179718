import type { ReactNode } from 'react';
import { Icon } from './icon';
import type { IconName } from './icon-set';
import styles from './empty-state.module.scss';

interface EmptyStateProps {
  /** The line a visitor reads where the list would be: nothing here yet, or it could not load. */
  message: string;
  icon?: IconName;
  /** What the visitor can do instead, such as a link to write to the hospital. */
  action?: ReactNode;
}

/** Stands in for a list with nothing to show, so a page never shows an empty grid with no word. */
export function EmptyState({ message, icon = 'circle-alert', action }: EmptyStateProps) {
  return (
    <div className={styles.empty} role="status">
      <Icon name={icon} size={28} className={styles.icon} />
      <p className={styles.message}>{message}</p>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
