import clsx from 'clsx';
import { SocialIcon } from '@/components/ui/social-icon';
import { site } from '@/content/site';
import styles from './social-strip.module.scss';

/**
 * The group's social-media accounts, as a row of icon links named for screen readers: `label`
 * names the list, `linkName` each link ({network} is filled in), in the page's language.
 */
export function SocialStrip({
  tone = 'dark',
  compact = false,
  label = 'Social media',
  linkName = `${site.brand} on {network} (opens in a new tab)`,
}: {
  tone?: 'dark' | 'light';
  compact?: boolean;
  label?: string;
  linkName?: string;
}) {
  return (
    <ul
      className={clsx(styles.strip, tone === 'light' && styles.onLight, compact && styles.compact)}
      aria-label={label}
    >
      {site.social.map((account) => (
        <li key={account.network}>
          <a
            className={styles.link}
            href={account.url}
            target="_blank"
            rel="noopener"
            aria-label={linkName.replace('{network}', account.label)}
          >
            <SocialIcon network={account.network} size={compact ? 16 : 20} />
          </a>
        </li>
      ))}
    </ul>
  );
}
