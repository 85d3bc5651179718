import { OptimisedImage } from '@/components/ui/optimised-image';
import type { Technology } from '@/content/technologies';
import styles from './technology-card.module.scss';

export function TechnologyCard({ technology }: { technology: Technology }) {
  return (
    <article className={styles.card}>
      <OptimisedImage
        src={technology.image.src}
        alt={technology.image.alt}
        width={640}
        height={400}
        className={styles.image}
      />
      <div className={styles.body}>
        <h3 className={styles.name}>{technology.name}</h3>
        <p className={styles.summary}>{technology.summary}</p>
      </div>
    </article>
  );
}
