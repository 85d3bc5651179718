import type { Messages } from '../types';

export const suggestions: Messages['suggestions'] = {
  doctorsGroup: 'ਨਾਮ ਨਾਲ ਮਿਲਦੇ ਡਾਕਟਰ',
  specialitiesHeading: '“{text}” ਲਈ ਸਪੈਸ਼ਲਿਟੀਆਂ',
  speciality: 'ਸਪੈਸ਼ਲਿਟੀ',
  specialityWithDoctors: { one: 'ਸਪੈਸ਼ਲਿਟੀ · # ਡਾਕਟਰ', other: 'ਸਪੈਸ਼ਲਿਟੀ · # ਡਾਕਟਰ' },
  allDoctors: { one: '# ਡਾਕਟਰ ਦੇਖੋ', other: 'ਸਾਰੇ # ਡਾਕਟਰ ਦੇਖੋ' },
  doctorsOf: { one: 'ਇਸ ਦਾ ਡਾਕਟਰ ਦੇਖੋ', other: 'ਇਸ ਦੇ # ਡਾਕਟਰ ਦੇਖੋ' },
  waysGroup: 'ਇਲਾਜ ਲੱਭਣ ਦੇ ਹੋਰ ਤਰੀਕੇ',
  nothingFound: '“{text}” ਨਾਲ ਕੁਝ ਨਹੀਂ ਮਿਲਿਆ',
  nothingFoundHint: 'ਡਾਕਟਰ ਦਾ ਨਾਮ ਜਾਂ ਸਰੀਰ ਦੇ ਕਿਸੇ ਹਿੱਸੇ ਦਾ ਨਾਮ ਅੰਗਰੇਜ਼ੀ ਵਿੱਚ ਲਿਖ ਕੇ ਦੇਖੋ।',
  allSpecialities: { label: 'ਸਾਰੀਆਂ ਸਪੈਸ਼ਲਿਟੀਆਂ ਦੇਖੋ', detail: 'ਹਰ ਵਿਭਾਗ, A ਤੋਂ Z ਤੱਕ' },
  appointment: {
    label: 'ਅਪਾਇੰਟਮੈਂਟ ਬੁੱਕ ਕਰੋ',
    detail: 'ਦੱਸੋ ਤੁਹਾਨੂੰ ਕੀ ਚਾਹੀਦਾ ਹੈ, ਅਸੀਂ ਸਹੀ ਡਾਕਟਰ ਲੱਭਾਂਗੇ',
  },
  doctorsFound: { one: '# ਡਾਕਟਰ', other: '# ਡਾਕਟਰ' },
  specialitiesFound: { one: '# ਸਪੈਸ਼ਲਿਟੀ', other: '# ਸਪੈਸ਼ਲਿਟੀਆਂ' },
  found: '{found} ਮਿਲੇ',
  bothFound: '{doctors} ਅਤੇ {specialities} ਮਿਲੇ',
  noneFound: '“{text}” ਲਈ ਕੁਝ ਨਹੀਂ ਮਿਲਿਆ। ਤੁਸੀਂ ਸਾਰੀਆਂ ਸਪੈਸ਼ਲਿਟੀਆਂ ਦੇਖ ਸਕਦੇ ਹੋ ਜਾਂ ਅਪਾਇੰਟਮੈਂਟ ਬੁੱਕ ਕਰ ਸਕਦੇ ਹੋ।',
};
