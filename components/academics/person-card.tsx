import type { Portrait as PortraitContent } from '@/content/academics';
import { Portrait } from './portrait';
import styles from './person-card.module.scss';

interface PersonCardProps {
  name: string;
  /** Role or course, one line. */
  position: string;
  /** A qualification line, for teachers. */
  qualification?: string;
  description?: string;
  portrait: PortraitContent;
}

/** A student or teacher: portrait, name, role and a line about them. */
export function PersonCard({
  name,
  position,
  qualification,
  description,
  portrait,
}: PersonCardProps) {
  return (
    <article className={styles.card}>
      <Portrait portrait={portrait} />
      <h3 className={styles.name}>{name}</h3>
      {qualification ? <p className={styles.qualification}>{qualification}</p> : null}
      <p className={styles.position}>{position}</p>
      {description ? <p className={styles.description}>{description}</p> : null}
    </article>
  );
}
