'use client';

import { createContext, type ReactNode } from 'react';
import type { FormWords } from '@/content/i18n/shell-content';

/**
 * The forms' words of a translated page (useFormWords, form-words.ts). Kept apart from the English
 * defaults: the site's frame renders this provider, so this module loads with every page, and
 * the English words load only with the forms.
 */
export const FormWordsContext = createContext<FormWords | null>(null);

export function FormWordsProvider({ value, children }: { value: FormWords; children: ReactNode }) {
  return <FormWordsContext value={value}>{children}</FormWordsContext>;
}
