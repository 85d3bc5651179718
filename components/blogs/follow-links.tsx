import { SocialIcon } from '@/components/ui/social-icon';
import type { SocialLink } from '@/content/site';
import styles from './follow-links.module.scss';

/** The hospital group's pages on social networks, each a named link. */
export function FollowLinks({
  heading,
  links,
  labelOf,
}: {
  heading: string;
  links: readonly SocialLink[];
  labelOf: (network: string) => string;
}) {
  return (
    <section aria-labelledby="follow-heading" className={styles.follow}>
      <h2 id="follow-heading" className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.network}>
            <a
              href={link.url}
              className={styles.link}
              target="_blank"
              rel="noopener"
              aria-label={labelOf(link.label)}
            >
              <SocialIcon network={link.network} size={22} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
