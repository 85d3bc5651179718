import { ApiImage } from '@/components/ui/api-image';
import type { Award } from '@/lib/hospital-api/types';
import { displayDate } from '@/lib/dates';
import styles from './award-card.module.scss';

/** An award: its image, name, where and when. */
export function AwardCard({ award }: { award: Award }) {
  const detail = [award.location, award.date ? displayDate(award.date) : null].filter(Boolean);
  return (
    <article className={styles.card}>
      {award.image ? (
        <ApiImage
          src={award.image}
          alt=""
          width={640}
          height={480}
          sizes="(min-width: 1000px) 370px, (min-width: 550px) 45vw, 90vw"
          className={styles.image}
        />
      ) : null}
      <div className={styles.body}>
        <h3 className={styles.name}>{award.name}</h3>
        {detail.length > 0 ? <p className={styles.detail}>{detail.join(' · ')}</p> : null}
      </div>
    </article>
  );
}
