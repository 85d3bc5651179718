import { OptimisedImage } from '@/components/ui/optimised-image';
import type { AcademicEvent } from '@/content/academics';
import styles from './event-card.module.scss';

/** A featured event: its picture, name, and where and when. */
export function EventCard({ event }: { event: AcademicEvent }) {
  return (
    <article className={styles.card}>
      <OptimisedImage
        src={event.image.src}
        alt={event.image.alt}
        width={event.image.width}
        height={event.image.height}
        sizes="(min-width: 1024px) 280px, (min-width: 640px) 45vw, 100vw"
        className={styles.image}
      />
      <div className={styles.body}>
        <h3 className={styles.title}>{event.title}</h3>
        <p className={styles.detail}>{event.detail}</p>
      </div>
    </article>
  );
}
