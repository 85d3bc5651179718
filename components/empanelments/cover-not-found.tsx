import { Icon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { coverChecker } from '@/content/cover-checker';
import { empanelmentsPath } from '@/content/routes';
import { site } from '@/content/site';
import styles from './cover-not-found.module.scss';

const words = coverChecker.notFound;

/** No scheme or insurer by that name: how to be treated anyway, the tables, and the desk. */
export function CoverNotFound() {
  const phone = site.appointmentPhone;
  return (
    <section aria-labelledby="cover-none-heading" className={styles.notice}>
      <h2 id="cover-none-heading">{words.heading}</h2>
      <p>{words.lead}</p>
      <ul className={styles.links}>
        <li>
          <Link href={empanelmentsPath}>
            <Icon name="arrow-right" size={18} />
            {words.tablesLink}
          </Link>
        </li>
        <li>
          <a href={`tel:${phone.tel}`}>
            <Icon name="phone" size={18} />
            {`${coverChecker.desk.callLabel}: ${phone.display}`}
          </a>
        </li>
      </ul>
    </section>
  );
}
