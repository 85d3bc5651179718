import { codeUnavailableNotices } from '@/content/code-unavailable';
import { formLoadingNotices } from '@/content/forms';
import { privacyNotice } from '@/content/privacy-notice';
import { requestReferenceContent } from '@/content/status-pages';

/**
 * What the booking and call-back forms say around their fields, in English: a module of its own,
 * as the forms ship these words (components/forms/form-words.tsx); requests.ts gathers them into
 * the catalogue, where Punjabi and Hindi have theirs.
 */
export const formFields = {
  bookingForm: {
    label: 'Book an appointment',
    submit: 'Book an Appointment',
    pending: 'Processing your appointment...',
    name: 'Patient name',
    phone: 'Phone number',
    email: 'Email',
    hospital: 'Hospital',
    hospitalPlaceholder: 'Select a hospital',
    specialty: 'Specialty',
    specialtyPlaceholder: 'Select a speciality',
    message: 'Message',
    messageHint: 'Tell us briefly what you need help with.',
    /**
     * The hospitals as the select shows them, by the value sent, which stays the spec's
     * (lib/validation/booking.ts, HOSPITAL_OPTIONS: Taran Taran and Jammu included).
     */
    hospitals: {
      Amritsar: 'Amritsar',
      Pathankot: 'Pathankot',
      Ferozepur: 'Ferozepur',
      Srinagar: 'Srinagar',
      'Taran Taran': 'Taran Taran',
      Jammu: 'Jammu',
    },
    /** The specialty select's last option (lib/validation/booking.ts, NOT_SURE_SPECIALTY). */
    notSure: 'Not sure, please advise',
  },
  callbackForm: {
    label: 'Request a call',
    submit: 'Submit',
    pending: 'Submitting...',
    name: 'Name',
    email: 'Email',
    phone: 'Phone number',
  },
  contactForm: {
    label: 'Send us a message',
    submit: 'Send Message',
    pending: 'Sending...',
    name: 'Name',
    email: 'Email',
    phone: 'Mobile number',
    message: 'Message',
  },
  /** The form beside a doctor's profile; {name} is the doctor's, as the API writes it. */
  doctorAppointmentForm: {
    label: 'Book an appointment with {name}',
    submit: 'Book an Appointment',
    pending: 'Sending...',
    name: 'Patient Name',
    phone: 'Mobile number',
    email: 'Email',
    doctor: 'Doctor',
    message: 'Message',
  },
  formCommon: {
    privacy: privacyNotice.text as string,
    privacyLink: privacyNotice.linkLabel as string,
    held: formLoadingNotices.held as string,
    noScript: formLoadingNotices.noScript as string,
    reference: requestReferenceContent.label,
    referenceHint: requestReferenceContent.hint,
    unavailable: codeUnavailableNotices.form.lead as string,
    reload: codeUnavailableNotices.reload as string,
    afterReload: codeUnavailableNotices.form.afterReload as string,
  },
};
