import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import styles from './form.module.scss';

/** The in-page alert a form shows where the spec says "alert": announced, never a browser popup. */
export function FormAlert({ tone, children }: { tone: 'success' | 'error'; children: ReactNode }) {
  return (
    <p
      className={`${styles.alert} ${tone === 'success' ? styles.alertSuccess : styles.alertError}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <Icon name={tone === 'success' ? 'circle-check' : 'circle-alert'} size={20} />
      <span className={styles.alertText}>{children}</span>
    </p>
  );
}
