import type { ReactNode } from 'react';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { formWords } from '@/lib/i18n/shell';
import { FormWordsProvider } from './form-words-context';

/**
 * A page's own forms, in the page's language: a translated page hands them its forms' words; an
 * English page adds nothing (the forms ship their English). The dialogs' forms load theirs when
 * they open (components/forms/page-form-words.tsx).
 */
export function FormsInLanguage({ locale, children }: { locale: Locale; children: ReactNode }) {
  if (locale === defaultLocale) return children;
  return <FormWordsProvider value={formWords(locale)}>{children}</FormWordsProvider>;
}
