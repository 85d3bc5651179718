import { Link } from '@/components/ui/link';
import { Icon } from '@/components/ui/icon';
import { sitePagePath } from '@/content/routes';
import { site } from '@/content/site';
import styles from './insurance-desk.module.scss';

interface InsuranceDeskCopy {
  heading: string;
  text: string;
  callLabel: string;
  bringHeading: string;
  bring: readonly string[];
  moreLabel: string;
}

/** Who to call about cover, and what to bring to the desk: beside the page's opening. */
export function InsuranceDesk({ copy }: { copy: InsuranceDeskCopy }) {
  const phone = site.appointmentPhone;
  return (
    <aside aria-labelledby="insurance-desk-heading" className={styles.card}>
      <h2 id="insurance-desk-heading" className={styles.heading}>
        {copy.heading}
      </h2>
      <p className={styles.text}>{copy.text}</p>
      <p className={styles.call}>
        <span className={styles.callLabel}>{copy.callLabel}</span>
        <a href={`tel:${phone.tel}`} className={styles.phone}>
          <Icon name="phone" size={20} /> {phone.display}
        </a>
      </p>
      <h3 className={styles.bringHeading}>{copy.bringHeading}</h3>
      <ul className={styles.bring}>
        {copy.bring.map((item) => (
          <li key={item}>
            <Icon name="check" size={18} className={styles.tick} />
            {item}
          </li>
        ))}
      </ul>
      <Link href={sitePagePath('insurance-&-tpa')} className={styles.more}>
        {copy.moreLabel}
        <Icon name="chevron-right" size={18} />
      </Link>
    </aside>
  );
}
