'use client';

import type { ComponentType } from 'react';
import type { FormWords } from '@/content/i18n/shell-content';
import { pageLanguage } from '@/lib/i18n/paths';
import { FormWordsProvider } from './form-words-context';

/** The forms' words of a Punjabi or Hindi page, as a chunk of their own. */
function loadFormWords(locale: 'pa' | 'hi'): Promise<FormWords> {
  return locale === 'pa'
    ? import('@/content/i18n/pa/form-words').then((module) => module.formWords)
    : import('@/content/i18n/hi/form-words').then((module) => module.formWords);
}

/**
 * A dialog's form, with its words in the page's language. A dialog's form loads when it first
 * opens; on a Punjabi or Hindi page its words load with it, rather than ride in every page's
 * HTML. A document has one language: a page in another is another document.
 */
export async function inPageLanguage<Props extends object>(
  form: Promise<ComponentType<Props>>,
): Promise<ComponentType<Props>> {
  const { locale } = pageLanguage(window.location.pathname);
  if (locale === 'en') return form;
  const [Form, words] = await Promise.all([form, loadFormWords(locale)]);
  return function FormInPageLanguage(props: Props) {
    return (
      <FormWordsProvider value={words}>
        <Form {...props} />
      </FormWordsProvider>
    );
  };
}
