import type { ReactNode } from 'react';
import { firstScreenImage } from '@/components/ui/first-screen-image';
import { OptimisedImage } from '@/components/ui/optimised-image';
import { homeCrumb, type Crumb } from '@/lib/seo/breadcrumbs';
import { catalogue } from '@/lib/i18n/catalogues';
import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import { localeLink } from '@/lib/i18n/paths';
import { Breadcrumb } from './breadcrumb';
import styles from './page-hero.module.scss';

/** The trail's last step: this page, by name (and its language, when that is not the page's). */
type CurrentStep = string | Pick<Crumb, 'name' | 'lang'>;

/**
 * The heading: plain text, which also names the trail's last step unless `current` does; or words
 * with parts marked in another language, when `current` must name the step.
 */
type HeroHeading =
  { title: string; current?: CurrentStep } | { title: ReactNode; current: CurrentStep };

/** A drawing beside the banner's words on wide screens; it says nothing the words do not. */
export interface HeroArt {
  src: string;
  width: number;
  height: number;
}

/**
 * The banner at the top of an inner page: breadcrumb, the page's one h1, a lead, and on wide
 * screens a drawing beside them if the page has one. There it is the first screen's largest
 * paint, so it is fetched at once; phones hide it (a small drawing, fetched all the same), and
 * the words stay the first thing they paint.
 */
export function PageHero({
  title,
  lead,
  crumbs = [],
  current,
  art,
  locale = pageLocale(),
}: HeroHeading & {
  lead?: string;
  art?: HeroArt;
  /** The pages between Home and this one. */
  crumbs?: readonly Crumb[];
  /** The page's language: the one the page set (lib/i18n/page-locale.ts) unless given. */
  locale?: Locale;
}) {
  const last = typeof current === 'object' ? current : { name: current ?? String(title) };
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
      <div className={art ? styles.withArt : styles.inner}>
        <div className={styles.words}>
          <Breadcrumb
            trail={[home, ...crumbs, last]}
            label={frame.breadcrumb}
            tone="onDark"
            className={styles.breadcrumb}
          />
          <h1 className={styles.title}>{title}</h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
        </div>
        {art ? (
          <OptimisedImage
            {...art}
            alt=""
            sizes="(min-width: 1000px) 400px, 0px"
            className={styles.art}
            {...firstScreenImage}
          />
        ) : null}
      </div>
    </section>
  );
}
