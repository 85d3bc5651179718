import clsx from 'clsx';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/components/ui/icon-set';
import { Link } from '@/components/ui/link';
import { coverChecker, STATUS_WORDS, type CoverStatus } from '@/content/cover-checker';
import { unitPath } from '@/content/routes';
import type { HospitalCover } from '@/lib/empanelments/cover';
import styles from './hospital-cover-card.module.scss';

const STATUS_ICONS: Record<CoverStatus, IconName> = {
  cashless: 'circle-check',
  reimbursement: 'receipt',
  concession: 'hand-heart',
  'not-accepted': 'x',
};

/**
 * One hospital and what the scheme or insurer means there: cashless, reimbursement, our own
 * concession or not accepted, said in words beside its icon; then its reception and its page.
 */
export function HospitalCoverCard({ hospital }: { hospital: HospitalCover }) {
  const { unit, status } = hospital;
  const words = STATUS_WORDS[status];
  const reception = unit.phones.find((phone) => phone.purpose === 'Reception');
  const headingId = `cover-at-${unit.id}`;
  return (
    <article
      className={clsx(styles.card, status === 'not-accepted' && styles.off)}
      aria-labelledby={headingId}
    >
      <h3 id={headingId} className={styles.name}>
        {unit.name}
      </h3>
      <p className={clsx(styles.status, styles[status])}>
        <Icon name={STATUS_ICONS[status]} size={18} />
        {words.label}
      </p>
      <p className={styles.text}>{words.text}</p>
      <ul className={styles.links}>
        {reception ? (
          <li>
            <a href={`tel:${reception.tel}`}>
              <Icon name="phone" size={16} />
              <span>
                <span className="visually-hidden">{unit.shortName} </span>
                {`${coverChecker.answer.receptionLabel}: ${reception.display}`}
              </span>
            </a>
          </li>
        ) : null}
        <li>
          <Link href={unitPath(unit.link)}>
            <Icon name="arrow-right" size={16} />
            <span>
              {coverChecker.answer.hospitalPageLabel}
              <span className="visually-hidden">: {unit.name}</span>
            </span>
          </Link>
        </li>
      </ul>
    </article>
  );
}
