import { appointmentPage, thankYouPage } from '@/content/appointment-page';
import { contactPage } from '@/content/contact-page';
import { requestStatusPage } from '@/content/request-status-page';
import { thankYouByKind, thankYouExtras } from '@/content/status-pages';
import { formFields } from './form-fields';

const kind = (words: { label: string; lead: string; nextStep: string }) => ({
  label: words.label,
  lead: words.lead,
  nextStep: words.nextStep,
});

/**
 * A patient's requests: the appointment page, the booking and call-back forms, and the thank-you
 * page that answers them. The English words are the spec's and the site's own (the content modules
 * they come from); the forms' messages are forms.ts.
 */
export const requests = {
  appointmentPage: {
    title: appointmentPage.title,
    metaTitle: appointmentPage.metaTitle,
    description: appointmentPage.description,
    lead: appointmentPage.lead,
    mainLabel: 'Appointment request',
    nextStepsHeading: appointmentPage.nextSteps.heading,
    nextSteps: [...appointmentPage.nextSteps.steps],
    emergencyHeading: appointmentPage.emergency.heading,
    emergencyText: appointmentPage.emergency.text,
    emergencyCall: 'Emergency',
  },
  bookingForm: formFields.bookingForm,
  callbackForm: formFields.callbackForm,
  contactForm: formFields.contactForm,
  doctorAppointmentForm: formFields.doctorAppointmentForm,
  contactPage: {
    title: contactPage.title,
    metaTitle: contactPage.metaTitle,
    description: contactPage.description,
    lead: contactPage.lead,
    formHeading: contactPage.formHeading,
    locationsHeading: contactPage.locationsHeading,
    directions: 'Directions',
    /** After Directions, for screen readers: {name} is the hospital's. */
    directionsTo: 'to {name} (opens in a new tab)',
    pause: 'Pause rotation',
    resume: 'Resume rotation',
  },
  formCommon: formFields.formCommon,
  thankYou: {
    title: thankYouPage.title,
    description: thankYouPage.description,
    heading: thankYouPage.heading,
    expertsWillReachOut: thankYouPage.expertsWillReachOut,
    homeLabel: thankYouPage.homeLabel,
    appointmentsPhone: thankYouExtras.appointmentsPhoneLabel,
    checkProgress: requestStatusPage.thankYouLink as string,
    withoutRequest: { ...thankYouPage.withoutRequest },
    kinds: {
      appointment: kind(thankYouByKind.appointment),
      'doctor-appointment': kind(thankYouByKind['doctor-appointment']),
      callback: kind(thankYouByKind.callback),
      contact: kind(thankYouByKind.contact),
    },
  },
};
