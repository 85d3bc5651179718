import { Icon } from '@/components/ui/icon';
import { cardWords } from '@/lib/i18n/card-words';
import styles from './rating.module.scss';

/** A star rating read out as words ("Rated 4 out of 5"); the stars themselves are decoration. */
export function Rating({ value, outOf }: { value: number; outOf: number }) {
  return (
    <p className={styles.rating}>
      <span className={styles.stars} aria-hidden="true">
        {Array.from({ length: outOf }, (_, index) => (
          <Icon
            key={index}
            name="star"
            size={18}
            className={index < value ? styles.filled : styles.empty}
          />
        ))}
      </span>
      <span className={styles.words}>{cardWords().t('rated', { value, outOf })}</span>
    </p>
  );
}
