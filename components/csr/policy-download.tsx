import { buttonClass } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import styles from './policy-download.module.scss';

/** The CSR policy as a file to open or save, its type and size in the link's own words. */
export function PolicyDownload({
  heading,
  text,
  href,
  label,
}: {
  heading: string;
  text: string;
  href: string;
  label: string;
}) {
  return (
    <section aria-labelledby="csr-policy-heading" className={styles.card}>
      <h2 id="csr-policy-heading" className={styles.heading}>
        {heading}
      </h2>
      <p className={styles.text}>{text}</p>
      <a href={href} className={buttonClass('primary', styles.link)}>
        <Icon name="file-text" size={18} /> {label}
      </a>
    </section>
  );
}
