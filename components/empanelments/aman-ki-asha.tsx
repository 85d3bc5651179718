import { Icon } from '@/components/ui/icon';
import { formatRupees } from '@/content/rupees';
import styles from './aman-ki-asha.module.scss';

interface AmanKiAshaCopy {
  heading: string;
  text: string;
  perDay: string;
  discount: string;
}

/** The hospital's own scheme: its two terms as large figures a worried family can find. */
export function AmanKiAsha({
  id,
  copy,
  terms,
}: {
  id: string;
  copy: AmanKiAshaCopy;
  terms: { rupeesPerDay: number; discountPercent: number };
}) {
  const figures = [
    { figure: formatRupees(terms.rupeesPerDay), label: copy.perDay },
    { figure: `${terms.discountPercent}%`, label: copy.discount },
  ];
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={styles.callout}>
      <div className={styles.icon}>
        <Icon name="hand-heart" size={28} />
      </div>
      <div className={styles.body}>
        <h2 id={`${id}-heading`} className={styles.heading}>
          {copy.heading}
        </h2>
        <p className={styles.text}>{copy.text}</p>
        <ul className={styles.terms}>
          {figures.map((term) => (
            <li key={term.label} className={styles.term}>
              <span className={styles.figure}>{term.figure}</span>{' '}
              <span className={styles.label}>{term.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
