import { cache } from 'react';
import type { Doctor } from '@/lib/hospital-api/types';
import { cardWords, placeName } from '@/lib/i18n/card-words';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { doctorCardData } from './doctor-card-data';
import { DoctorCardView, type DoctorCardWords } from './doctor-card-view';

interface DoctorCardProps {
  doctor: Doctor;
  /** The directory's card: speciality badge, education and about as well. */
  detailed?: boolean;
  /** Where Book an Appointment goes: by default the appointment form for this doctor. */
  bookHref?: string;
  bookLabel?: string;
  headingLevel?: 'h2' | 'h3';
  /** The card opens the page's first screen: its photo is fetched at once. */
  firstScreen?: boolean;
}

/** One doctor card everywhere: a grid card from 550 px up, a compact row with a small photo below. */
export function DoctorCard({
  doctor,
  detailed = false,
  bookHref,
  bookLabel,
  headingLevel = 'h3',
  firstScreen = false,
}: DoctorCardProps) {
  const { locale, translated, t } = cardWords();
  const language = translated
    ? {
        experience: (years: number) => t('experience', { years }),
        place: (city: string) => placeName(locale, city),
      }
    : undefined;
  // The defaults are the view's own: a prop left out is not written into the page's payload.
  return (
    <DoctorCardView
      card={doctorCardData(doctor, detailed, language)}
      {...(bookHref ? { bookHref } : {})}
      {...(bookLabel ? { bookLabel } : {})}
      {...(translated ? { words: translatedWords(locale) } : {})}
      headingLevel={headingLevel}
      {...(firstScreen ? { firstScreen } : {})}
    />
  );
}

/**
 * A translated page's card words, one object for every card (written once in the payload); the
 * names and texts from the hospital API stay English.
 */
const translatedWords = cache((locale: Locale): DoctorCardWords => {
  const { t } = cardWords(locale);
  return {
    knowYourDoctor: t('knowYourDoctor'),
    bookAppointment: t('bookAppointment'),
    dataLanguage: 'en',
    prefix: localePath(locale, ''),
  };
});
