import { DialogTrigger } from '@/components/layout/dialog-trigger';
import { buttonClass } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/components/ui/icon-set';
import type { PackageIcon, WellnessPackage } from '@/content/packages-page';
import { packageBookingMessage, packageLink, packagePrice } from './package-booking';
import styles from './package-card.module.scss';

const GLYPHS: Record<PackageIcon, IconName> = {
  general: 'stethoscope',
  heart: 'heart-pulse',
  sugar: 'flask',
  women: 'hand-heart',
  senior: 'users',
  bones: 'shield-check',
};

interface PackageCardProps {
  pkg: WellnessPackage;
  labels: { price: string; includes: string; before: string; book: string };
}

/** One health check: who it is for, its price, its five tests, and BOOK NOW. */
export function PackageCard({ pkg, labels }: PackageCardProps) {
  const headingId = `package-${pkg.id}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.head}>
        <span className={styles.glyph}>
          <Icon name={GLYPHS[pkg.icon]} size={26} />
        </span>
        <div>
          <p className={styles.name}>{pkg.name}</p>
          <h3 id={headingId} className={styles.packageName}>
            {pkg.packageName}
          </h3>
        </div>
      </div>
      <p className={styles.forWhom}>{pkg.forWhom}</p>
      <p className={styles.price}>
        <span className="visually-hidden">{labels.price}: </span>
        {packagePrice(pkg)}
      </p>
      <h4 className={styles.includesHeading}>{labels.includes}</h4>
      <ul className={styles.inclusions}>
        {pkg.inclusions.map((item) => (
          <li key={item}>
            <Icon name="check" size={18} className={styles.tick} />
            {item}
          </li>
        ))}
      </ul>
      <p className={styles.before}>
        <Icon name="clock" size={18} className={styles.beforeIcon} />
        <span>
          <strong>{labels.before}</strong> {pkg.before}
        </span>
      </p>
      <DialogTrigger
        kind="booking"
        message={packageBookingMessage(pkg)}
        fallbackHref={packageLink(pkg)}
        className={buttonClass('primary', styles.book)}
      >
        {labels.book}
        <span className="visually-hidden">: {pkg.packageName}</span>
      </DialogTrigger>
    </article>
  );
}
