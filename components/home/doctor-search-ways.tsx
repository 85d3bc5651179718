import { Link } from '@/components/ui/link';
import { ButtonLink } from '@/components/ui/button-link';
import { searchSuggestionsCopy as copy } from '@/lib/i18n/suggestion-copy';
import type { SpecialitySuggestion } from '@/lib/doctors/search';
import { appointmentPath, doctorsPath, specialitiesPath, specialityPath } from '@/content/routes';
import styles from './doctor-search-ways.module.scss';

/**
 * Where a doctor search that found nobody leads on (the doctors list, after the hero's Search):
 * the specialities the text names, each with its page and its doctors, then every speciality
 * and the appointment form, so that a search never ends with nothing to follow.
 */
export function DoctorSearchWays({
  text,
  specialities,
}: {
  text: string;
  specialities: readonly SpecialitySuggestion[];
}) {
  return (
    <nav aria-label={copy.waysGroup} className={styles.ways}>
      {specialities.length > 0 ? (
        <>
          <h3 className={styles.heading}>{copy.specialitiesHeading(text)}</h3>
          <ul className={styles.specialities}>
            {specialities.map((speciality) => (
              <li key={speciality.slug} className={styles.speciality}>
                <Link href={specialityPath(speciality.slug)} className={styles.name}>
                  {speciality.name}
                </Link>
                {speciality.doctorCount > 0 ? (
                  <Link href={doctorsPath({ category: speciality.name })} prefetch={false}>
                    {copy.doctorsOf(speciality.doctorCount)}
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h3 className={styles.heading}>{copy.waysGroup}</h3>
      <ul className={styles.actions}>
        <li>
          <ButtonLink href={specialitiesPath()} variant="secondary">
            {copy.allSpecialities.label}
          </ButtonLink>
        </li>
        <li>
          <ButtonLink href={appointmentPath}>{copy.appointment.label}</ButtonLink>
        </li>
      </ul>
    </nav>
  );
}
