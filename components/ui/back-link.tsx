import { Link } from '@/components/ui/link';
import { Icon } from '@/components/ui/icon';
import styles from './back-link.module.scss';

/** A plain "back" link to the page above, with an arrow. */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <Link href={href} className={styles.back}>
      <Icon name="arrow-left" size={18} />
      {label}
    </Link>
  );
}
