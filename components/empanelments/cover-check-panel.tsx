import type { ReactNode } from 'react';
import styles from './cover-check-panel.module.scss';

/** The checker's form in a card of its own, headed, wherever it appears. */
export function CoverCheckPanel({
  id,
  heading,
  text,
  children,
}: {
  id: string;
  heading: string;
  text?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={styles.panel}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {heading}
      </h2>
      {text ? <p className={styles.text}>{text}</p> : null}
      {children}
    </section>
  );
}
