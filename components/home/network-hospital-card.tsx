import { OptimisedImage } from '@/components/ui/optimised-image';
import { firstScreenImage } from '@/components/ui/first-screen-image';
import { Link } from '@/components/ui/link';
import { unitPath } from '@/content/routes';
import type { Unit } from '@/content/site';
import { unitCardImage, unitCardRating } from '@/content/units/unit-card';
import { cardWords } from '@/lib/i18n/card-words';
import { catalogue } from '@/lib/i18n/catalogues';
import { localeLink } from '@/lib/i18n/paths';
import { Rating } from './rating';
import styles from './network-hospital-card.module.scss';

/**
 * One unit in the network hospitals carousel: image, name, rating, a link to its page. The first
 * card of a list that opens a page (`firstScreen`) fetches its picture at once.
 */
export function NetworkHospitalCard({
  unit,
  firstScreen = false,
}: {
  unit: Unit;
  firstScreen?: boolean;
}) {
  const { locale, translated, t } = cardWords();
  const words = catalogue(locale).units[unit.id];
  const image = translated
    ? { ...unitCardImage(unit), alt: t('hospitalIllustration', { name: words.name }) }
    : unitCardImage(unit);
  return (
    <article className={styles.card}>
      <OptimisedImage
        src={image.src}
        alt={image.alt}
        width={640}
        height={400}
        className={styles.image}
        {...(firstScreen ? firstScreenImage : {})}
      />
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link {...localeLink(locale, unitPath(unit.link))} className={styles.link}>
            {words.name}
          </Link>
        </h3>
        <p className={styles.place}>{words.address}</p>
        <Rating value={unitCardRating.value} outOf={unitCardRating.outOf} />
      </div>
    </article>
  );
}
