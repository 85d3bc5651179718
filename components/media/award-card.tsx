import { cache } from 'react';
import type { Award } from '@/lib/hospital-api/types';
import { cardWords } from '@/lib/i18n/card-words';
import type { Locale } from '@/lib/i18n/locales';
import { AwardCardView, type AwardCardData, type AwardCardWords } from './award-card-view';

/** A translated page's card words: one object for every card, written once in the payload. */
const translatedWords = cache((locale: Locale): AwardCardWords => {
  const { t, dataLanguage } = cardWords(locale);
  return {
    enlarge: t('enlarge', { name: '{name}' }),
    date: t('date'),
    location: t('location'),
    dataLanguage: dataLanguage ?? '',
  };
});

/**
 * An award's card (award-card-view.tsx) from the hospital API's record, in the page's language:
 * only the fields it shows travel to the browser, and words only on a translated page.
 */
export function AwardCard({ award, firstScreen = false }: { award: Award; firstScreen?: boolean }) {
  const { locale, translated, date } = cardWords();
  const card: AwardCardData = {
    name: award.name,
    ...(award.image ? { image: award.image } : {}),
    ...(award.date ? { date: { iso: award.date, shown: date(award.date) } } : {}),
    ...(award.location ? { location: award.location } : {}),
  };
  return (
    <AwardCardView
      card={card}
      {...(translated ? { words: translatedWords(locale) } : {})}
      {...(firstScreen ? { firstScreen } : {})}
    />
  );
}
