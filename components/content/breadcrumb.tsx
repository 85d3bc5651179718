import clsx from 'clsx';
import { Link } from '@/components/ui/link';
import { siteUrl } from '@/lib/env';
import { breadcrumbJsonLd, type Crumb } from '@/lib/seo/breadcrumbs';
import { JsonLd } from './json-ld';
import styles from './breadcrumb.module.scss';

/**
 * Where the page sits: links up the trail, the last step marked as the current page. Search
 * engines get the same trail (BreadcrumbList) from here, so the two cannot differ.
 */
export function Breadcrumb({
  trail,
  tone = 'light',
  className,
  label = 'Breadcrumb',
}: {
  trail: readonly Crumb[];
  /** The trail's name, in the page's language. */
  label?: string;
  /** 'onDark' inside a brand band, such as the inner-page banner. */
  tone?: 'light' | 'onDark';
  className?: string;
}) {
  return (
    <nav
      aria-label={label}
      className={clsx(tone === 'onDark' && styles.onDark, className) || undefined}
    >
      <JsonLd data={breadcrumbJsonLd(trail, siteUrl())} />
      <ol className={styles.list}>
        {trail.map((crumb, index) => {
          const current = index === trail.length - 1;
          return (
            <li key={`${crumb.name}-${index}`}>
              {crumb.path && !current ? (
                <Link href={crumb.path} hrefLang={crumb.hrefLang} lang={crumb.lang}>
                  {crumb.name}
                </Link>
              ) : (
                <span aria-current={current ? 'page' : undefined} lang={crumb.lang}>
                  {crumb.name}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
