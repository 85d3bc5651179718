import clsx from 'clsx';
import { SocialIcon } from '@/components/ui/social-icon';
import { site } from '@/content/site';
import styles from './social-strip.module.scss';

/** The group's social-media accounts, as a row of icon links named for screen readers. */
export function SocialStrip({
  tone = 'dark',
  compact = false,
}: {
  tone?: 'dark' | 'light';
  compact?: boolean;
}) {
  return (
    <ul
      className={clsx(styles.strip, tone === 'light' && styles.onLight, compact && styles.compact)}
      aria-label="Social media"
    >
      {site.social.map((account) => (
        <li key={account.network}>
          <a
            className={styles.link}
            href={account.url}
            target="_blank"
            rel="noopener"
            aria-label={`${site.brand} on ${account.label} (opens in a new tab)`}
          >
            <SocialIcon network={account.network} size={compact ? 16 : 20} />
          </a>
        </li>
      ))}
    </ul>
  );
}
