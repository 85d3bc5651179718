export const appointmentPage = {
  title: 'Book an Appointment',
  metaTitle: 'Book a Doctor Appointment Online',
  description:
    'Book an appointment with a specialist at any Amandeep Hospital unit in Amritsar, Pathankot, Tarn Taran, Ferozepur, Srinagar or Jammu. Our team calls you back to confirm.',
  lead: 'Choose the hospital and speciality you need. Our appointments desk will call you to confirm a time, usually within a few hours.',
  nextSteps: {
    heading: 'What happens next',
    steps: [
      'We save your request at once and give you a reference.',
      'Our appointments desk calls you to confirm the doctor, the date and the time.',
      'Bring any earlier reports and a photo ID when you visit.',
    ],
  },
  emergency: {
    heading: 'In an emergency',
    text: 'Do not wait for an appointment. Call our 24/7 emergency line or come straight to the nearest unit.',
  },
};

export const thankYouPage = {
  title: 'Thank You',
  description: 'Thank you for contacting Amandeep Hospital.',
  heading: 'Thank You!',
  /** The spec's words, said once a request is known to have reached us. */
  expertsWillReachOut: 'One of our medical experts will reach out to you shortly.',
  homeLabel: 'Back to home',
  /** Opened without a request it can trust (a bookmark, a typed address): thanks, and no claim. */
  withoutRequest: {
    label: 'Amandeep Hospital',
    lead: 'Thank you for choosing Amandeep Hospital. This page does not show a request: when you send us a form, the page that follows it shows your reference.',
    nextStep:
      'To ask for an appointment, book online or call our appointments desk, which answers around the clock.',
    bookLabel: 'Book an Appointment',
  },
};
