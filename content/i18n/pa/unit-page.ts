import type { Messages } from '../types';

export const unitPage: Messages['unitPage'] = {
  visitHeading: 'ਸਾਨੂੰ ਮਿਲਣ ਆਓ',
  opd: 'ਓ.ਪੀ.ਡੀ.',
  emergency: '24/7 ਐਮਰਜੈਂਸੀ',
  directions: 'ਰਸਤਾ ਦੇਖੋ',
  directionsTo: '{name} ਤੱਕ',
  doctorsHeading: '{place} ਵਿੱਚ ਸਾਡੇ ਡਾਕਟਰ',
  allDoctors: 'ਇਸ ਹਸਪਤਾਲ ਦੇ ਸਾਰੇ {count, plural, one {# ਡਾਕਟਰ} other {# ਡਾਕਟਰ}} ਦੇਖੋ',
  doctorsLead: 'ਇਸ ਹਸਪਤਾਲ ਵਿੱਚ ਮਰੀਜ਼ ਦੇਖਣ ਵਾਲੇ ਮਾਹਿਰ ਡਾਕਟਰ। ਅਪਾਇੰਟਮੈਂਟ ਬੁੱਕ ਕਰੋ ਜਾਂ ਹਰ ਡਾਕਟਰ ਬਾਰੇ ਪੜ੍ਹੋ।',
};
