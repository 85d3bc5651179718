import { Link } from '@/components/ui/link';
import { ButtonLink } from '@/components/ui/button-link';
import { withTypedText } from '@/components/ui/with-english-name';
import { catalogue } from '@/lib/i18n/catalogues';
import { languageTag, type Locale } from '@/lib/i18n/locales';
import { localeLink, localePath } from '@/lib/i18n/paths';
import { suggestionCopy } from '@/lib/i18n/suggestion-copy';
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
  locale,
}: {
  text: string;
  specialities: readonly SpecialitySuggestion[];
  locale: Locale;
}) {
  const copy = suggestionCopy(catalogue(locale).suggestions, languageTag[locale]);
  const apiLanguage = locale === 'en' ? undefined : 'en';
  return (
    <nav aria-label={copy.waysGroup} className={styles.ways}>
      {specialities.length > 0 ? (
        <>
          <h3 className={styles.heading}>
            {withTypedText(copy.specialitiesHeading, text, locale)}
          </h3>
          <ul className={styles.specialities}>
            {specialities.map((speciality) => (
              <li key={speciality.slug} className={styles.speciality}>
                <Link
                  {...localeLink(locale, specialityPath(speciality.slug))}
                  className={styles.name}
                  lang={apiLanguage}
                >
                  {speciality.name}
                </Link>
                {speciality.doctorCount > 0 ? (
                  <Link
                    href={localePath(locale, doctorsPath({ category: speciality.name }))}
                    prefetch={false}
                  >
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
          <ButtonLink {...localeLink(locale, specialitiesPath())} variant="secondary">
            {copy.allSpecialities.label}
          </ButtonLink>
        </li>
        <li>
          <ButtonLink {...localeLink(locale, appointmentPath)}>{copy.appointment.label}</ButtonLink>
        </li>
      </ul>
    </nav>
  );
}
