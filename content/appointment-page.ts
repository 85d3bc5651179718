export const appointmentPage = {
  title: 'Book an Appointment',
  metaTitle: 'Book a Doctor Appointment Online',
  description:
    'Book an appointment with a specialist at any Amandeep Hospital unit in Amritsar, Pathankot, Tarn Taran, Ferozepur or Srinagar. We call you back to confirm.',
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

/** /appointment?doctor=…: the same form, for the doctor whose card or profile the visitor came from. */
export const appointmentForDoctor = {
  title: (doctorName: string) => `Book an Appointment with ${doctorName}`,
  description: (doctorName: string) =>
    `Ask for an appointment with ${doctorName} at Amandeep Hospital. Our appointments desk calls you back to confirm a time.`,
  lead: "Our appointments desk will call you to confirm a time in the doctor's schedule.",
  summaryLabel: 'Your request is for',
  profileLabel: 'Know Your Doctor',
  withoutDoctorLabel: 'Book without choosing a doctor',
  formLabel: (doctorName: string) => `Book an appointment with ${doctorName}`,
  /** How the message starts, so the doctor travels with it wherever the request goes. */
  messageStart: (doctorName: string) => `${doctorName}: `,
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
    lead: 'Thank you for choosing Amandeep Hospital. We are here whenever you need us.',
    nextStep:
      'To ask for an appointment, book online or call our appointments desk, which answers around the clock.',
    bookLabel: 'Book an Appointment',
  },
};
