import { OptimisedImage } from '@/components/ui/optimised-image';
import { Paragraphs } from '@/components/content/paragraphs';
import type { Leader } from '@/content/leadership-page';
import styles from './leader-card.module.scss';
import { firstScreenImage } from '@/components/ui/first-screen-image';

/** One leader: portrait beside name, role and biography; the list alternates the portrait's side. */
export function LeaderCard({ leader, priority }: { leader: Leader; priority?: boolean }) {
  const headingId = `leader-${leader.slug}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <OptimisedImage
        src={leader.photo.src}
        alt={leader.photo.alt}
        width={leader.photo.width}
        height={leader.photo.height}
        sizes="(min-width: 1024px) 360px, 280px"
        className={styles.photo}
        {...(priority ? firstScreenImage : {})}
      />
      <div className={styles.body}>
        <h3 id={headingId} className={styles.name}>
          {leader.name}
        </h3>
        <p className={styles.role}>{leader.role}</p>
        <div className={styles.biography}>
          <Paragraphs paragraphs={leader.biography} />
        </div>
      </div>
    </article>
  );
}
