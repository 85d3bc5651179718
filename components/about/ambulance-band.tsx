import { Link } from '@/components/ui/link';
import { Icon } from '@/components/ui/icon';
import type { Phone } from '@/content/site';
import styles from './ambulance-band.module.scss';

/** The round-the-clock ambulance line, one tap away, with what to say when calling. */
export function AmbulanceBand({
  heading,
  text,
  phone,
  callLabel,
  moreLabel,
  moreHref,
}: {
  heading: string;
  text: string;
  phone: Phone;
  callLabel: string;
  moreLabel: string;
  moreHref: string;
}) {
  return (
    <section id="ambulance" aria-labelledby="ambulance-heading" className={styles.band}>
      <span className={styles.icon}>
        <Icon name="ambulance" size={36} />
      </span>
      <div className={styles.text}>
        <h2 id="ambulance-heading" className={styles.heading}>
          {heading}
        </h2>
        <p>{text}</p>
        <Link href={moreHref} className={styles.more}>
          {moreLabel}
        </Link>
      </div>
      <a href={`tel:${phone.tel}`} className={styles.call}>
        <Icon name="phone" size={22} />
        <span>
          <span className={styles.callLabel}>{callLabel}</span>
          <span className={styles.number}>{phone.display}</span>
        </span>
      </a>
    </section>
  );
}
