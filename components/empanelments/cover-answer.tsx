import { Icon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { coverChecker, STATUS_WORDS } from '@/content/cover-checker';
import { EMPANELMENT_KIND_LABELS } from '@/content/empanelments-page';
import { empanelmentPath, unitPath } from '@/content/routes';
import { site, type Unit } from '@/content/site';
import { bringListOf, coverAtHospitals, stepsOf, type Cover } from '@/lib/empanelments/cover';
import { HospitalCoverCard } from './hospital-cover-card';
import { SchemeMark } from './scheme-mark';
import styles from './cover-answer.module.scss';

const words = coverChecker.answer;

/**
 * What a scheme, insurer or TPA means at our hospitals (in one city, or in all): each hospital
 * with cashless, reimbursement or not accepted; where else it is accepted; what to bring; how the
 * desk arranges it; and the desk's number.
 */
export function CoverAnswer({
  cover,
  city = null,
  heading = words.heading(cover.name),
  linkToPage = false,
}: {
  cover: Cover;
  city?: Unit['city'] | null;
  heading?: string;
  /** On the checker: a link to the scheme's own page. */
  linkToPage?: boolean;
}) {
  const all = coverAtHospitals(cover);
  const shown = city ? all.filter(({ unit }) => unit.city === city) : all;
  const elsewhere = city
    ? all.filter(({ unit, empanelled }) => unit.city !== city && empanelled)
    : [];
  const accepted = shown.filter((hospital) => hospital.empanelled).length;
  const phone = site.appointmentPhone;
  return (
    <section aria-labelledby="cover-answer-heading" className={styles.answer}>
      <div className={styles.head}>
        <SchemeMark name={cover.name} monogram={cover.monogram} />
        <div>
          <h2 id="cover-answer-heading" className={styles.heading}>
            {heading}
          </h2>
          <p className={styles.kind}>{EMPANELMENT_KIND_LABELS[cover.kind]}</p>
        </div>
      </div>
      <p className={styles.summary}>{words.summary(accepted, shown.length, city)}</p>
      <ul className={styles.hospitals}>
        {shown.map((hospital) => (
          <li key={hospital.unit.id}>
            <HospitalCoverCard hospital={hospital} />
          </li>
        ))}
      </ul>
      {elsewhere.length > 0 ? (
        <div className={styles.elsewhere}>
          <h3>{words.elsewhereHeading}</h3>
          <ul>
            {elsewhere.map(({ unit, status }) => (
              <li key={unit.id}>
                <Link href={unitPath(unit.link)}>{unit.name}</Link>
                {`: ${STATUS_WORDS[status].label}`}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className={styles.details}>
        <section aria-labelledby="cover-bring-heading">
          <h3 id="cover-bring-heading">{coverChecker.bringHeading}</h3>
          <ul className={styles.bring}>
            {bringListOf(cover).map((item) => (
              <li key={item}>
                <Icon name="check" size={18} className={styles.tick} />
                {item}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="cover-steps-heading">
          <h3 id="cover-steps-heading">{coverChecker.stepsHeading}</h3>
          <ol className={styles.steps}>
            {stepsOf(cover).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      </div>
      <div className={styles.desk}>
        <div>
          <h3>{coverChecker.desk.heading}</h3>
          <p>{coverChecker.desk.text}</p>
        </div>
        <a href={`tel:${phone.tel}`} className={styles.phone}>
          <Icon name="phone" size={20} />
          <span>
            <span className="visually-hidden">{coverChecker.desk.callLabel}: </span>
            {phone.display}
          </span>
        </a>
      </div>
      {linkToPage ? (
        <p className={styles.more}>
          <Link href={empanelmentPath(cover.slug)}>
            {words.pageLink(cover.name)}
            <Icon name="chevron-right" size={18} />
          </Link>
        </p>
      ) : null}
    </section>
  );
}
