'use client';

import { Link } from '@/components/ui/link';
import { Icon } from '@/components/ui/icon';
import { doctorsPath, specialityPath } from '@/content/routes';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import styles from './search-by.module.scss';

// The panel's stylesheet reads these names: which radio is checked shows which row and group.
const TARGET = 'search-by';
const LETTER = 'speciality-letter';

interface LabelledLink {
  label: string;
  href: string;
  /** The linked page's language, when it is not the page's own. */
  hrefLang?: string;
}

export interface LetterGroup {
  letter: string;
  specialities: { name: string; slug: string }[];
}

/**
 * Doctors or specialities by first letter, working without JavaScript: radios and CSS. On the
 * Doctors side a letter links to the doctors whose speciality starts with it (spec); on the
 * Speciality side (the default) it shows the specialities whose name starts with it, each a link
 * to its page, and a letter no name starts with cannot be chosen. A client component only so
 * that the page's payload carries the specialities as data rather than as markup.
 */
export function SearchByPanel({
  labels,
  groups,
}: {
  labels: {
    toggle: string;
    doctors: string;
    speciality: string;
    doctorLetters: string;
    specialityLetters: string;
    hint: string;
    /** A letter's group heading, with `{letter}` where the letter goes. */
    groupHeading: string;
    locate: LabelledLink;
    allSpecialities: LabelledLink;
    /** The specialities' names' language on a translated page (the hospital API's). */
    dataLanguage?: string;
    /** The page's language, so that its letters and chips lead to its pages. */
    locale: Locale;
  };
  groups: LetterGroup[];
}) {
  const targets = [
    { id: 'doctors', label: labels.doctors },
    { id: 'speciality', label: labels.speciality },
  ];
  const known = groups.some((group) => group.specialities.length > 0);

  return (
    <div className={styles.panel}>
      <fieldset className={styles.toggle}>
        <legend className={styles.legend}>{labels.toggle}</legend>
        {targets.map((target) => (
          <label key={target.id} className={styles.option}>
            <input
              type="radio"
              name={TARGET}
              value={target.id}
              defaultChecked={target.id === 'speciality'}
              className={styles.radio}
            />
            <span>{target.label}</span>
          </label>
        ))}
      </fieldset>
      <nav aria-label={labels.doctorLetters} className={styles.doctors}>
        <ul className={styles.letters}>
          {groups.map(({ letter }) => (
            <li key={letter}>
              <Link
                href={localePath(labels.locale, doctorsPath({ category: letter }))}
                className={styles.letter}
              >
                {letter}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.specialities}>
        {known ? (
          <>
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{labels.specialityLetters}</legend>
              <div className={styles.letters}>
                {groups.map((group) => (
                  <label key={group.letter} className={styles.letterChoice}>
                    <input
                      type="radio"
                      name={LETTER}
                      value={group.letter}
                      disabled={group.specialities.length === 0}
                      className={styles.radio}
                    />
                    <span className={styles.letter}>{group.letter}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <p className={styles.hint}>{labels.hint}</p>
            {groups
              .filter((group) => group.specialities.length > 0)
              .map((group) => (
                <section
                  key={group.letter}
                  data-letter={group.letter}
                  aria-labelledby={`${LETTER}-${group.letter}`}
                  className={styles.group}
                >
                  <h3 id={`${LETTER}-${group.letter}`} className={styles.groupHeading}>
                    {labels.groupHeading.replace('{letter}', group.letter)}
                  </h3>
                  <ul className={styles.chips}>
                    {group.specialities.map((speciality) => (
                      <li key={speciality.slug}>
                        <Link
                          href={localePath(labels.locale, specialityPath(speciality.slug))}
                          className={styles.chip}
                          lang={labels.dataLanguage}
                        >
                          {speciality.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
          </>
        ) : (
          <Link
            href={labels.allSpecialities.href}
            hrefLang={labels.allSpecialities.hrefLang}
            className={styles.locate}
          >
            {labels.allSpecialities.label}
          </Link>
        )}
      </div>
      <Link href={labels.locate.href} hrefLang={labels.locate.hrefLang} className={styles.locate}>
        <Icon name="map-pin" size={18} />
        {labels.locate.label}
      </Link>
    </div>
  );
}
