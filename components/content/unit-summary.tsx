import { OptimisedImage } from '@/components/ui/optimised-image';
import { Link } from '@/components/ui/link';
import { Icon } from '@/components/ui/icon';
import type { UnitEntry } from '@/content/units/types';
import { unitPath } from '@/content/routes';
import styles from './unit-summary.module.scss';

/**
 * One unit on the hospitals overview: its picture beside a short account and a Read More link;
 * the picture alternates sides from one unit to the next (spec).
 */
export function UnitSummary({ unit, readMoreLabel }: { unit: UnitEntry; readMoreLabel: string }) {
  const headingId = `unit-${unit.link}`;
  return (
    <article className={styles.summary} aria-labelledby={headingId}>
      <OptimisedImage
        src={unit.image.src}
        alt={unit.image.alt}
        width={unit.image.width}
        height={unit.image.height}
        sizes="(min-width: 1000px) 560px, 100vw"
        className={styles.image}
      />
      <div className={styles.body}>
        <p className={styles.location}>
          <Icon name="map-pin" size={18} /> {unit.location}
        </p>
        <h3 id={headingId} className={styles.title}>
          {unit.title}
        </h3>
        <p>{unit.summary}</p>
        <Link href={unitPath(unit.link)} className={styles.more}>
          {readMoreLabel}
          <Icon name="arrow-right" size={18} />
        </Link>
      </div>
    </article>
  );
}
