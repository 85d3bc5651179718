/** /request-status: "Where is my request?" Its words; what it shows comes from the store. */
export const requestStatusPage = {
  title: 'Where is my request?',
  metaTitle: 'Where is my request? Check an appointment or call-back request',
  description:
    'Enter your reference (AH-…) and the phone number you gave us to see if your appointment, call-back or message has reached our team, and when it was handled.',
  lead: 'Enter the reference you were given and the phone number you gave us. We show what became of your request, never its details.',
  formHeading: 'Check a request',
  referenceLabel: 'Reference',
  referenceHint: 'It starts with AH-, as on your thank-you page, e.g. AH-7KQ2M9XD.',
  phoneLabel: 'Phone number',
  phoneHint: 'The number you gave with the request.',
  submitLabel: 'Check status',
  messages: {
    referenceRequired: 'Please enter your reference',
    referenceInvalid: 'A reference looks like AH-7KQ2M9XD',
    phoneRequired: 'Please enter the phone number you gave us',
    phoneInvalid: 'Please enter the digits of the phone number you gave us',
  },
  /** One answer for an unknown reference and a wrong number alike (see lib/request-status/lookup.ts). */
  notFound: {
    heading: 'We could not find a request with that reference and phone number',
    lead: 'Check both against your thank-you page or message: the phone number must be the one you gave with the request. If you still cannot find it, call us and we will look it up.',
  },
  /** The store could not be asked (a database outage): nothing was looked up. */
  unavailable: {
    heading: 'We could not check just now',
    lead: 'Your request is safe with us. Please try again in a few minutes, or call us and we will look it up for you.',
  },
  tooManyTries: {
    heading: 'Too many tries',
    lead: 'For your privacy, a reference can be checked only a few times an hour. Please try again later, or call us and we will look it up for you.',
  },
  answer: {
    heading: 'Your request',
    referenceLabel: 'Reference',
    kindLabel: 'Request',
    hospitalLabel: 'Hospital',
    doctorLabel: 'Doctor',
    nameLabel: 'Name',
    stepsLabel: 'Progress',
  },
  steps: {
    received: 'Received',
    passed: "Passed to the hospital's team",
    withTeam: "With the hospital's team",
    sending: "Being passed to the hospital's team",
    retrying: 'Waiting to be passed on: we are trying again',
    held: 'Waiting to be passed on: our staff will pass it by hand',
    handled: 'Handled',
    notHandledYet: 'Not yet marked handled',
  },
  timeZoneNote: 'India time',
  helpHeading: 'Need help now?',
  helpLead: 'Our team answers around the clock.',
  /** The aside's numbers: the appointments desk first, then the 24/7 emergency line. */
  appointmentsLabel: 'Appointments',
  emergencyLabel: 'Emergency, 24/7',
  thankYouLink: 'Check its progress later',
} as const;

/** The kind of a request, as the patient would name it. */
export const requestKindLabels = {
  appointment: 'Appointment request',
  'doctor-appointment': 'Appointment with a doctor',
  callback: 'Call-back request',
  contact: 'Message to the hospital',
  'career-application': 'Job application',
  'blog-comment': 'Comment on a blog post',
  'data-request': 'Request about your personal data',
} as const;
