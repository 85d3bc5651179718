import { Phone } from 'lucide-react';
import Image from 'next/image';
import Link from 'next/link';
import { site } from '@/lib/site';
import styles from './site-header.module.scss';

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <div className={styles.inner}>
        <Link href="/" className={styles.logo} aria-label={`${site.brand}, home`}>
          <Image src="/images/logo.svg" alt="" width={216} height={48} priority />
        </Link>
        <a className={styles.emergency} href={`tel:${site.emergencyPhone.tel}`}>
          <Phone aria-hidden size={20} />
          <span className={styles.emergencyLabel}>24/7 Emergency</span> {site.emergencyPhone.display}
        </a>
      </div>
    </header>
  );
}
