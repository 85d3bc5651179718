import { Icon } from '@/components/ui/icon';
import { site } from '@/content/site';
import styles from './hr-desk-link.module.scss';

/** A link to write to the HR desk, its address in view (people copy it into their own mail). */
export function HrDeskLink() {
  const [mailbox, domain] = site.hrEmail.split('@');
  return (
    <a className={styles.link} href={`mailto:${site.hrEmail}`}>
      <Icon name="mail" size={20} />
      <span>
        {/* On a narrow screen the address breaks after the @, not mid-word. */}
        {mailbox}@<wbr />
        {domain}
      </span>
    </a>
  );
}
