import { formFailureMessages, formSuccessMessages } from '@/content/forms';

/**
 * What the forms of the translated journeys say (booking, call-back, contact, a doctor's
 * appointment): their validation messages, keyed by rule, and the handlers' answers. The English
 * words are the spec's, and the schemas in lib/validation take their messages from here, so that
 * a message the browser or the server gives can be said in the page's language
 * (lib/i18n/form-messages.ts) without a second schema.
 */
export const forms = {
  validation: {
    required: {
      patientName: 'Patient name is required',
      /** The spec's whole message for the doctor page's form. */
      patientNameField: 'Patient Name',
      name: 'Name is required',
      phone: 'Phone number is required',
      mobile: 'Mobile number is required',
      email: 'Email is required',
      hospital: 'Hospital selection is required',
      specialty: 'Specialty selection is required',
      message: 'Message is required',
    },
    invalid: {
      phoneDigits: 'Phone number must be 10 digits',
      mobile: 'Invalid mobile number',
      emailAddress: 'Invalid email address',
      emailFormat: 'Invalid email format',
    },
    tooLong: 'Please keep this under {max} characters',
    notText: 'Please enter text',
    unsupportedCharacters: 'Please remove hidden or unsupported characters',
  },
  answers: {
    correctHighlighted: 'Please correct the highlighted fields.',
    tooManyRequests: 'Too many requests. Please wait a moment and try again.',
    storeFailed: 'We could not save your request. Please call us on {phone}.',
    requestKeyReused:
      'We already received this form with different details. To send the new details as well, please send the form again.',
  },
  success: {
    appointment: formSuccessMessages.appointment as string,
    callback: formSuccessMessages.callback as string,
    contact: formSuccessMessages.contact as string,
    doctorAppointment: formSuccessMessages.doctorAppointment as string,
  },
  failure: {
    callback: formFailureMessages.callback as string,
    contact: formFailureMessages.contact as string,
    generic: formFailureMessages.generic as string,
  },
};
