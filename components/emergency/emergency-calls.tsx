import { Icon } from '@/components/ui/icon';
import type { Phone } from '@/content/site';
import styles from './emergency-calls.module.scss';

interface Call {
  label: string;
  phone: Phone;
}

/**
 * The page's opening: its heading and the two numbers to call, plain tel: links in the server's
 * HTML, so a tap calls before any script has loaded. Nothing interactive comes before them in the
 * page's main content (no breadcrumb), so they are the first stop after the skip link.
 */
export function EmergencyCalls({
  title,
  lead,
  label,
  main,
  secondary,
}: {
  title: string;
  lead: string;
  label: string;
  main: Call;
  secondary: Call;
}) {
  return (
    <section className={styles.hero} aria-labelledby="emergency-title">
      <div className={styles.inner}>
        <h1 id="emergency-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.lead}>{lead}</p>
        <ul className={styles.calls} aria-label={label}>
          <li>
            <a className={`${styles.call} ${styles.main}`} href={`tel:${main.phone.tel}`}>
              <Icon name="phone" size={28} />
              <span className={styles.text}>
                <span className={styles.label}>{main.label}</span>
                <span className={styles.number}>{main.phone.display}</span>
              </span>
            </a>
          </li>
          <li>
            <a className={`${styles.call} ${styles.secondary}`} href={`tel:${secondary.phone.tel}`}>
              <Icon name="ambulance" size={24} />
              <span className={styles.text}>
                <span className={styles.label}>{secondary.label}</span>
                <span className={styles.number}>{secondary.phone.display}</span>
              </span>
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}
