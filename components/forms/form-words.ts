import { use } from 'react';
import { formFields } from '@/content/i18n/en/form-fields';
import { forms } from '@/content/i18n/en/forms';
import type { FormWords } from '@/content/i18n/shell-content';
import { FormWordsContext } from './form-words-context';

// English pages have no provider: the forms say what they ship with.
const english: FormWords = {
  locale: 'en',
  messages: forms,
  booking: formFields.bookingForm,
  callback: formFields.callbackForm,
  contact: formFields.contactForm,
  doctorAppointment: formFields.doctorAppointmentForm,
  common: formFields.formCommon,
};

/** What the forms say, in the page's language (content/i18n/shell-content.ts, FormWords). */
export function useFormWords(): FormWords {
  return use(FormWordsContext) ?? english;
}
