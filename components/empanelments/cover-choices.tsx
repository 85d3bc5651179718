import { Icon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { EMPANELMENT_KIND_LABELS } from '@/content/empanelments-page';
import { coverCheckPath } from '@/content/routes';
import type { Cover } from '@/lib/empanelments/cover';
import { SchemeMark } from './scheme-mark';
import styles from './cover-choices.module.scss';

/** Schemes and insurers that match what was typed, each a link to the checker's answer for it. */
export function CoverChoices({
  heading,
  lead,
  covers,
  city,
}: {
  heading: string;
  lead?: string;
  covers: readonly Cover[];
  /** The chosen city's slug, kept in each link. */
  city: string;
}) {
  if (covers.length === 0) return null;
  return (
    <section aria-labelledby="cover-choices-heading" className={styles.choices}>
      <h2 id="cover-choices-heading" className={styles.heading}>
        {heading}
      </h2>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      <ul className={styles.list}>
        {covers.map((cover) => (
          <li key={cover.slug}>
            <Link href={coverCheckPath({ cover: cover.name, city })} className={styles.choice}>
              <SchemeMark name={cover.name} monogram={cover.monogram} />
              <span className={styles.text}>
                <span className={styles.name}>{cover.name}</span>
                <span className={styles.kind}>{EMPANELMENT_KIND_LABELS[cover.kind]}</span>
              </span>
              <Icon name="chevron-right" size={18} className={styles.chevron} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
