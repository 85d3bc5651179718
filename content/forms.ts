/** What each form says when its request is safely received. */
export const formSuccessMessages = {
  appointment:
    'Thank you. Your appointment request has been received and our team will call you shortly.',
  callback: 'Thank you. We will call you back shortly.',
  contact: 'Thank you for your message. Our team will get back to you shortly.',
  doctorAppointment:
    'Thank you. Your appointment request has been received; our team will call you to confirm a time.',
  careerApplication:
    'Thank you for applying. Our HR team will review your CV and contact you if your profile matches.',
} as const;

/** Failure texts the spec gives. */
export const formFailureMessages = {
  callback: 'Failed to submit form.',
  contact: 'Submission failed.',
  /** When a form without words of its own in the spec could not be sent. */
  generic:
    'We could not send your request. Please check your connection and try again, or call us.',
} as const;
