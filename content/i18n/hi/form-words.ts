import type { FormWords } from '../shell-content';
import { forms } from './forms';
import { requests } from './requests';

/** What the dialogs' forms say on a page in this language: loaded with them, when one opens. */
export const formWords: FormWords = {
  locale: 'hi',
  messages: forms,
  booking: requests.bookingForm,
  callback: requests.callbackForm,
  contact: requests.contactForm,
  doctorAppointment: requests.doctorAppointmentForm,
  common: requests.formCommon,
};
