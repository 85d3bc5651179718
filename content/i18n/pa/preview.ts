import type { Messages } from '../types';

export const preview: Messages['preview'] = {
  kind: 'ਮਲਟੀ-ਸਪੈਸ਼ਲਿਟੀ ਹਸਪਤਾਲ',
  title: 'ਅਮਨਦੀਪ ਹਸਪਤਾਲ',
  line: 'ਅੰਮ੍ਰਿਤਸਰ · ਪਠਾਨਕੋਟ · ਤਰਨ ਤਾਰਨ · ਫ਼ਿਰੋਜ਼ਪੁਰ · ਸ੍ਰੀਨਗਰ',
  footer: '24/7 ਐਮਰਜੈਂਸੀ ਸੇਵਾ · ਆਨਲਾਈਨ ਅਪਾਇੰਟਮੈਂਟ ਬੁੱਕ ਕਰੋ',
  alt: 'ਅਮਨਦੀਪ ਹਸਪਤਾਲ: ਪੰਜਾਬ ਅਤੇ ਕਸ਼ਮੀਰ ਵਿੱਚ ਮਲਟੀ-ਸਪੈਸ਼ਲਿਟੀ ਹਸਪਤਾਲ',
  book: 'ਆਨਲਾਈਨ ਅਪਾਇੰਟਮੈਂਟ ਬੁੱਕ ਕਰੋ',
  doctorAlt: 'ਅਮਨਦੀਪ ਹਸਪਤਾਲ ਦੇ ਇੱਕ ਡਾਕਟਰ',
  specialityKind: 'ਸਪੈਸ਼ਲਿਟੀ',
  specialityLine: 'ਅਮਨਦੀਪ ਹਸਪਤਾਲ ਦੇ ਮਾਹਿਰ ਡਾਕਟਰ',
  specialityAlt: 'ਅਮਨਦੀਪ ਹਸਪਤਾਲ ਦੀ ਇੱਕ ਸਪੈਸ਼ਲਿਟੀ',
  hospitalKind: 'ਸਾਡੇ ਹਸਪਤਾਲ',
  hospitalAlt: 'ਅਮਨਦੀਪ ਹਸਪਤਾਲ ਦਾ ਇੱਕ ਹਸਪਤਾਲ',
};
