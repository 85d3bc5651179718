import { OptimisedImage } from '@/components/ui/optimised-image';
import type { Publication } from '@/content/academics';
import { displayDate } from '@/lib/dates';
import styles from './publication-list.module.scss';

/** Recent papers: picture, date, title and what was found. */
export function PublicationList({ publications }: { publications: readonly Publication[] }) {
  return (
    <ul className={styles.list}>
      {publications.map((publication) => (
        <li key={publication.id}>
          <article className={styles.card}>
            <OptimisedImage
              src={publication.image.src}
              alt={publication.image.alt}
              width={publication.image.width}
              height={publication.image.height}
              sizes="(min-width: 1024px) 280px, (min-width: 640px) 45vw, 100vw"
              className={styles.image}
            />
            <div className={styles.body}>
              <time dateTime={publication.date} className={styles.date}>
                {displayDate(publication.date)}
              </time>
              <h3 className={styles.title}>{publication.title}</h3>
              <p className={styles.detail}>{publication.detail}</p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
