import Link from 'next/link';
import styles from './page-hero.module.scss';

export interface Crumb {
  label: string;
  href?: string;
}

/** The banner at the top of an inner page: breadcrumb, the page's one h1, and a lead. */
export function PageHero({
  title,
  lead,
  crumbs = [],
}: {
  title: string;
  lead?: string;
  crumbs?: Crumb[];
}) {
  const trail: Crumb[] = [{ label: 'Home', href: '/' }, ...crumbs, { label: title }];
  return (
    <section className={styles.hero}>
      <div className={styles.inner}>
        <nav aria-label="Breadcrumb">
          <ol className={styles.crumbs}>
            {trail.map((crumb, index) => (
              <li key={`${crumb.label}-${index}`}>
                {crumb.href && index < trail.length - 1 ? (
                  <Link href={crumb.href}>{crumb.label}</Link>
                ) : (
                  <span aria-current="page">{crumb.label}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </div>
    </section>
  );
}
