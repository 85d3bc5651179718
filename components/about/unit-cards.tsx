import { OptimisedImage } from '@/components/ui/optimised-image';
import { Link } from '@/components/ui/link';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import type { UnitEntry } from '@/content/units/types';
import { unitPath } from '@/content/routes';
import styles from './unit-cards.module.scss';

/** The group's hospitals as cards: picture, name, where it is, a short account, its page. */
export function UnitCards({
  units,
  moreLabel,
  allLink,
}: {
  units: readonly UnitEntry[];
  /** A cue under each card; the link itself is the unit's name, which the card covers. */
  moreLabel: string;
  /** The overview of every unit, under the cards. */
  allLink: { label: string; href: string };
}) {
  return (
    <>
      <ul className={styles.grid}>
        {units.map((unit) => (
          <li key={unit.link} className={styles.card}>
            <OptimisedImage
              src={unit.image.src}
              alt=""
              width={unit.image.width}
              height={unit.image.height}
              sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
              className={styles.image}
            />
            <div className={styles.body}>
              <p className={styles.location}>
                <Icon name="map-pin" size={16} /> {unit.location}
              </p>
              <h3 className={styles.title}>
                <Link href={unitPath(unit.link)} className={styles.link}>
                  {unit.title}
                </Link>
              </h3>
              <p className={styles.summary}>{unit.summary}</p>
              <span className={styles.more} aria-hidden="true">
                {moreLabel} <Icon name="arrow-right" size={18} />
              </span>
            </div>
          </li>
        ))}
      </ul>
      <p className={styles.all}>
        <ButtonLink href={allLink.href} variant="secondary">
          {allLink.label}
        </ButtonLink>
      </p>
    </>
  );
}
