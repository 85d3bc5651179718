import type { Messages } from '../types';

export const cards: Messages['cards'] = {
  knowYourDoctor: 'डॉक्टर के बारे में जानें',
  bookAppointment: 'अपॉइंटमेंट बुक करें',
  experience: '{years, plural, one {# वर्ष} other {# वर्ष}} का अनुभव',
  learnMore: 'और जानें',
  rated: '{outOf} में से {value} रेटिंग',
  hospitalIllustration: '{name} का चित्र',
  enlarge: 'बड़ा करके देखें: {name}',
  date: 'तारीख़',
  location: 'स्थान',
  playVideo: 'वीडियो चलाएँ: {title}',
  watchBefore: 'देखें',
  watchAfter: '{host} पर',
};
