import { Link } from '@/components/ui/link';
import { Icon } from '@/components/ui/icon';
import type { OnwardLink } from '@/content/about-page';
import styles from './onward-links.module.scss';

/** Where to go next from an about page: a card per page, the whole card one link. */
export function OnwardLinks({ links }: { links: readonly OnwardLink[] }) {
  return (
    <ul className={styles.grid}>
      {links.map((link) => (
        <li key={link.href} className={styles.card}>
          <span className={styles.icon}>
            <Icon name={link.icon} size={24} />
          </span>
          <Link href={link.href} className={styles.link}>
            {link.label}
          </Link>
          <p className={styles.text}>{link.text}</p>
        </li>
      ))}
    </ul>
  );
}
