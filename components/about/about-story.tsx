import type { Milestone } from '@/content/about-page';
import styles from './about-story.module.scss';

/** The group's story as a short timeline, oldest first. */
export function AboutStory({ milestones }: { milestones: readonly Milestone[] }) {
  return (
    <ol className={styles.timeline}>
      {milestones.map((milestone) => (
        <li key={milestone.title} className={styles.step}>
          <p className={styles.when}>{milestone.when}</p>
          <h3 className={styles.title}>{milestone.title}</h3>
          <p className={styles.text}>{milestone.text}</p>
        </li>
      ))}
    </ol>
  );
}
