import { homeCrumb, type Crumb } from '@/lib/seo/breadcrumbs';
import { catalogue } from '@/lib/i18n/catalogues';
import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import { localeLink } from '@/lib/i18n/paths';
import { Breadcrumb } from './breadcrumb';
import styles from './page-hero.module.scss';

/** The banner at the top of an inner page: breadcrumb, the page's one h1, and a lead. */
export function PageHero({
  title,
  lead,
  crumbs = [],
  current = title,
  locale = pageLocale(),
}: {
  title: string;
  lead?: string;
  /** The pages between Home and this one. */
  crumbs?: readonly Crumb[];
  /** The trail's last step, when the page is better named there than by its heading. */
  current?: string;
  /** The page's language: the one the page set (lib/i18n/page-locale.ts) unless given. */
  locale?: Locale;
}) {
  const { frame } = catalogue(locale);
  const home =
    locale === 'en'
      ? homeCrumb
      : {
          name: frame.linkLabels[homeCrumb.name] ?? homeCrumb.name,
          path: localeLink(locale, '/').href,
        };
  return (
    <section className={styles.hero}>
      <div className={styles.inner}>
        <Breadcrumb
          trail={[home, ...crumbs, { name: current }]}
          label={frame.breadcrumb}
          tone="onDark"
          className={styles.breadcrumb}
        />
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </div>
    </section>
  );
}
