import type { HighlightsContent } from '@/content/blocks';
import { Icon } from '@/components/ui/icon';
import styles from './highlights.module.scss';

/** A few short reasons to choose a service, as equal cards (the spec's USP section). */
export function Highlights({ id, heading, items }: HighlightsContent & { id: string }) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <ul className={styles.cards}>
        {items.map((item) => (
          <li key={item.title} className={styles.card}>
            <Icon name="badge-check" size={28} className={styles.icon} />
            <h3 className={styles.title}>{item.title}</h3>
            <p className={styles.text}>{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
