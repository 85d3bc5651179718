export const contactPage = {
  title: 'Contact Us',
  metaTitle: 'Contact Us: Hospitals, Phone Numbers and Directions',
  description:
    'Write to Amandeep Hospital or find the phone numbers, email and directions of our six hospitals in Amritsar, Pathankot, Tarn Taran, Ferozepur and Srinagar.',
  lead: 'Send us a message and our team will get back to you, or reach any of our hospitals directly.',
  formHeading: 'Send us a message',
  locationsHeading: 'Our hospitals',
  /** The locations carousel moves on every 4 seconds (spec). */
  rotateEveryMs: 4000,
};
