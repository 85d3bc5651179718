import type { Messages } from '../types';

export const cards: Messages['cards'] = {
  knowYourDoctor: 'ਡਾਕਟਰ ਬਾਰੇ ਜਾਣੋ',
  bookAppointment: 'ਅਪਾਇੰਟਮੈਂਟ ਬੁੱਕ ਕਰੋ',
  experience: '{years, plural, one {# ਸਾਲ} other {# ਸਾਲਾਂ}} ਦਾ ਤਜਰਬਾ',
  learnMore: 'ਹੋਰ ਜਾਣੋ',
  rated: '{outOf} ਵਿੱਚੋਂ {value} ਰੇਟਿੰਗ',
  hospitalIllustration: '{name} ਦਾ ਚਿੱਤਰ',
  enlarge: 'ਵੱਡਾ ਕਰਕੇ ਦੇਖੋ: {name}',
  date: 'ਤਾਰੀਖ਼',
  location: 'ਥਾਂ',
  playVideo: 'ਵੀਡੀਓ ਚਲਾਓ: {title}',
  watchBefore: 'ਦੇਖੋ',
  watchAfter: '{host} ’ਤੇ',
};
