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
  description:
    'Your request has reached Amandeep Hospital. One of our medical experts will reach out to you shortly.',
  label: 'Request received',
  heading: 'Thank You!',
  lead: 'Your request has reached us. One of our medical experts will reach out to you shortly.',
  homeLabel: 'Back to home',
};
