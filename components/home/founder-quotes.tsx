import { Icon } from '@/components/ui/icon';
import type { FounderQuote } from '@/content/home';
import styles from './founder-quotes.module.scss';

/** The founders in their own words, marked up as quotations. */
export function FounderQuotes({ quotes }: { quotes: readonly FounderQuote[] }) {
  return (
    <div className={styles.quotes}>
      {quotes.map((item) => (
        <figure key={item.name} className={styles.quote}>
          <Icon name="quote" size={32} className={styles.mark} />
          <blockquote className={styles.text}>
            <p>{item.quote}</p>
          </blockquote>
          <figcaption className={styles.caption}>
            <span className={styles.initials} aria-hidden="true">
              {item.initials}
            </span>
            <span>
              <span className={styles.name}>{item.name}</span>
              <span className={styles.role}>{item.role}</span>
            </span>
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
