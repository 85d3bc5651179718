/**
 * The words of the cards and blocks that every list shares: doctor, speciality, hospital, award,
 * article and video cards, and the carousels they sit in. ICU messages: `{name}` is filled in,
 * `{years, plural, …}` follows the language's plural rules.
 */
export const cards = {
  knowYourDoctor: 'Know Your Doctor',
  bookAppointment: 'Book an Appointment',
  experience: '{years, plural, one {# year} other {# years}} of experience',
  learnMore: 'Learn more',
  rated: 'Rated {value} out of {outOf}',
  hospitalIllustration: 'Illustration of {name}',
  enlarge: 'Enlarge: {name}',
  date: 'Date',
  location: 'Location',
  playVideo: 'Play video: {title}',
  watchBefore: 'Watch',
  watchAfter: 'on {host}',
};
