'use client';

import { Link } from '@/components/ui/link';
import type { SuggestionWords } from '@/content/i18n/en/suggestions';
import {
  searchSuggestionsCopy,
  suggestionCopy,
  type SuggestionCopy,
} from '@/lib/i18n/suggestion-copy';
import type { SearchSuggestions } from '@/lib/doctors/search';
import { doctorPath, doctorsPath, specialitiesPath, specialityPath } from '@/content/routes';
import styles from './doctor-search.module.scss';

/** The list's words on a translated page, from its templates; English by default. */
export function copyOf(words: SuggestionWordsOfPage | undefined) {
  return words
    ? suggestionCopy(words.templates, words.languageTag, words.appointmentHref, words.prefix)
    : searchSuggestionsCopy;
}

/** A translated page's suggestion words: its templates, its language and its addresses. */
export interface SuggestionWordsOfPage {
  templates: SuggestionWords;
  languageTag: string;
  appointmentHref: string;
  /** The page's language prefix ('/pa'). */
  prefix: string;
}

/** One choice of the list: where it leads, and what it says. */
export interface SearchOption {
  /** Unique in the list (a doctor may be both named and in a suggested speciality). */
  key: string;
  href: string;
  label: string;
  detail?: string;
  /** The text the box takes when the option is chosen (a doctor's name); none keeps the text. */
  fill?: string;
  kind: 'doctor' | 'speciality' | 'member' | 'more' | 'way';
}

interface OptionGroup {
  key: string;
  label: string;
  /** A heading shown above the group; the status line says the same to screen readers. */
  heading?: string;
  hint?: string;
  options: SearchOption[];
}

/**
 * The list for one answer: doctors by name, then each speciality the text names (its page, its
 * first doctors, all of them), then, once the answer for the text is in and no doctor's name
 * matched, ways on that always lead somewhere (every speciality, the appointment form). An
 * answer for no text lists nothing.
 */
export function optionGroups(
  answer: SearchSuggestions,
  text: string,
  current: boolean,
  copy: SuggestionCopy = searchSuggestionsCopy,
): OptionGroup[] {
  if (text === '') return [];
  const groups: OptionGroup[] = [];
  if (answer.doctors.length > 0) {
    groups.push({
      key: 'doctors',
      label: copy.doctorsGroup,
      heading: answer.specialities.length > 0 ? copy.doctorsGroup : undefined,
      options: [
        ...answer.doctors.map((doctor) => ({
          key: `doctor:${doctor.slug}`,
          href: copy.inLanguage(doctorPath(doctor.slug)),
          label: doctor.name,
          detail: doctor.category,
          fill: doctor.name,
          kind: 'doctor' as const,
        })),
        // More names match than the list shows: all of them, as the doctors list finds them.
        ...(answer.doctorCount > answer.doctors.length
          ? [
              {
                key: 'doctors:all',
                href: copy.inLanguage(doctorsPath({ q: text })),
                label: copy.allDoctors(answer.doctorCount),
                kind: 'more' as const,
              },
            ]
          : []),
      ],
    });
  }
  answer.specialities.forEach((speciality, index) => {
    const options: SearchOption[] = [
      {
        key: `speciality:${speciality.slug}`,
        href: copy.inLanguage(specialityPath(speciality.slug)),
        label: speciality.name,
        detail: copy.speciality(speciality.doctorCount),
        kind: 'speciality',
      },
      ...speciality.doctors.map((doctor) => ({
        key: `speciality:${speciality.slug}:${doctor.slug}`,
        href: copy.inLanguage(doctorPath(doctor.slug)),
        label: doctor.name,
        fill: doctor.name,
        kind: 'member' as const,
      })),
    ];
    if (speciality.doctorCount > speciality.doctors.length)
      options.push({
        key: `speciality:${speciality.slug}:all`,
        href: copy.inLanguage(doctorsPath({ category: speciality.name })),
        label: copy.allDoctors(speciality.doctorCount),
        kind: 'more',
      });
    groups.push({
      key: `speciality:${speciality.slug}`,
      label: speciality.name,
      heading: index === 0 ? copy.specialitiesHeading(text) : undefined,
      options,
    });
  });
  if (current && answer.doctors.length === 0) {
    const nothing = answer.specialities.length === 0;
    groups.push({
      key: 'ways',
      label: copy.waysGroup,
      heading: nothing ? copy.nothingFound(text) : copy.waysGroup,
      hint: nothing ? copy.nothingFoundHint : undefined,
      options: [
        {
          key: 'way:specialities',
          href: copy.inLanguage(specialitiesPath()),
          ...copy.allSpecialities,
          kind: 'way',
        },
        { key: 'way:appointment', ...copy.appointment, kind: 'way' },
      ],
    });
  }
  return groups;
}

/** What the status line says about an answer. */
export function announce(
  answer: SearchSuggestions,
  text: string,
  copy: SuggestionCopy = searchSuggestionsCopy,
): string {
  const found = { doctors: answer.doctorCount, specialities: answer.specialities.length };
  return found.doctors + found.specialities === 0 ? copy.noneFound(text) : copy.found(found);
}

/** The groups and their options, inside the box's listbox. */
export function SearchOptions({
  groups,
  idOf,
  activeKey,
  onChoose,
}: {
  groups: OptionGroup[];
  idOf: (index: number) => string;
  activeKey: string | null;
  onChoose: (option: SearchOption) => void;
}) {
  let index = 0;
  return groups.map((group) => (
    <div key={group.key} role="group" aria-label={group.label} className={styles.group}>
      {group.heading ? (
        // The status line has said it; the group's own name is what a screen reader reads.
        <div aria-hidden="true" className={styles.heading}>
          {group.heading}
          {group.hint ? <span className={styles.hint}>{group.hint}</span> : null}
        </div>
      ) : null}
      {group.options.map((option) => {
        const id = idOf(index++);
        return (
          <Link
            key={option.key}
            id={id}
            href={option.href}
            prefetch={false}
            role="option"
            aria-selected={option.key === activeKey}
            tabIndex={-1}
            className={styles.option}
            data-kind={option.kind}
            // Keeps the focus in the box, so the list is still there when the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(option)}
          >
            <span className={styles.name}>{option.label}</span>
            {option.detail ? <span className={styles.category}>{option.detail}</span> : null}
          </Link>
        );
      })}
    </div>
  ));
}
