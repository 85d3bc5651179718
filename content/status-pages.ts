export const notFoundContent = {
  title: 'Page not found',
  label: '404',
  heading: 'We could not find that page',
  lead: 'The page may have moved, or the address may be mistyped. You can find a doctor, browse our specialities or call us any time.',
  homeLabel: 'Go to the home page',
  doctorsLabel: 'Find a doctor',
  specialitiesLabel: 'Our specialities',
};

export const errorContent = {
  label: 'Something went wrong',
  heading: 'This page could not be loaded',
  lead: 'Please try again in a moment. If you need help now, call our 24/7 helpline.',
  retryLabel: 'Try again',
};

/** How a request's reference is introduced, on /thank-you and in a form's success alert. */
export const requestReferenceContent = {
  label: 'Your reference',
  hint: 'Please quote it if you call us about this request.',
};

interface ThankYouWords {
  label: string;
  lead: string;
  nextStep: string;
  /** Show the appointments desk's number beside the next step. */
  showAppointmentsPhone?: boolean;
  /**
   * Say the spec's sentence that a medical expert will reach out: for a patient's request, not a
   * job application, which HR answers.
   */
  expertsReachOut: boolean;
}

/** /thank-you for each kind of request; the heading and home link are the page's own. */
export const thankYouByKind = {
  appointment: {
    label: 'Appointment requested',
    lead: 'Your appointment request has reached us.',
    nextStep:
      'Our appointments team will call you, usually within a few hours, to confirm the doctor, the hospital and a time. A request sent after 6 pm is called back the next morning.',
    showAppointmentsPhone: true,
    expertsReachOut: true,
  },
  'doctor-appointment': {
    label: 'Appointment requested',
    lead: 'Your request to see the doctor has reached us.',
    nextStep:
      "Our appointments team will call you, usually within a few hours, to confirm a time in the doctor's schedule. A request sent after 6 pm is called back the next morning.",
    showAppointmentsPhone: true,
    expertsReachOut: true,
  },
  callback: {
    label: 'Call requested',
    lead: 'Your call request has reached us.',
    nextStep:
      'One of our team will call you back on the number you gave, usually within a few hours.',
    expertsReachOut: true,
  },
  contact: {
    label: 'Message received',
    lead: 'Your message has reached us.',
    nextStep: 'The right department will reply by email or phone, usually within one working day.',
    expertsReachOut: true,
  },
  'career-application': {
    label: 'Application received',
    lead: 'Your application and CV have reached our HR team.',
    nextStep:
      'HR reviews every CV against the role. If your profile matches, they will call or email you to arrange an interview; otherwise your CV is kept on file for similar openings.',
    expertsReachOut: false,
  },
  'blog-comment': {
    label: 'Comment received',
    lead: 'Your comment has reached us.',
    nextStep: 'It will appear under the post once our team has read it.',
    expertsReachOut: false,
  },
  'data-request': {
    label: 'Request received',
    lead: 'Your request about your personal data has reached our grievance officer.',
    nextStep:
      'The grievance officer will answer within one month, using the contact details you gave.',
    expertsReachOut: false,
  },
} as const satisfies Record<string, ThankYouWords>;

/** The kinds of request /thank-you has words for: each stored request kind. */
export type ThankYouKind = keyof typeof thankYouByKind;

export const thankYouExtras = {
  appointmentsPhoneLabel: 'Appointments desk',
};
