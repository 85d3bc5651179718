import type { Messages } from '../types';

export const frame: Messages['frame'] = {
  brand: 'ਅਮਨਦੀਪ ਹਸਪਤਾਲ',
  siteTitle: 'ਅਮਨਦੀਪ ਹਸਪਤਾਲ | ਪੰਜਾਬ ਅਤੇ ਕਸ਼ਮੀਰ ਵਿੱਚ ਮਲਟੀ-ਸਪੈਸ਼ਲਿਟੀ ਹਸਪਤਾਲ',
  skipToContent: 'ਮੁੱਖ ਸਮੱਗਰੀ ’ਤੇ ਜਾਓ',
  home: 'ਅਮਨਦੀਪ ਹਸਪਤਾਲ, ਮੁੱਖ ਪੰਨਾ',
  mainNavigation: 'ਮੁੱਖ ਮੀਨੂ',
  footerNavigation: 'ਪੰਨੇ ਦੇ ਹੇਠਲੇ ਲਿੰਕ',
  socialMedia: 'ਸੋਸ਼ਲ ਮੀਡੀਆ',
  opensInNewTab: '(ਨਵੀਂ ਟੈਬ ਵਿੱਚ ਖੁੱਲ੍ਹਦਾ ਹੈ)',
  findDoctor: 'ਡਾਕਟਰ ਲੱਭੋ',
  ourHospitals: 'ਸਾਡੇ ਹਸਪਤਾਲ',
  contactUs: 'ਸੰਪਰਕ ਕਰੋ',
  allPages: 'ਸਾਰੇ ਪੰਨੇ',
  allOurHospitals: 'ਸਾਡੇ ਸਾਰੇ ਹਸਪਤਾਲ',
  requestStatus: 'ਮੇਰੀ ਬੇਨਤੀ ਕਿੱਥੇ ਹੈ?',
  description:
    'ਅਮਨਦੀਪ ਹਸਪਤਾਲ ਅੰਮ੍ਰਿਤਸਰ, ਪਠਾਨਕੋਟ, ਤਰਨ ਤਾਰਨ, ਫ਼ਿਰੋਜ਼ਪੁਰ ਅਤੇ ਸ੍ਰੀਨਗਰ ਵਿੱਚ ਛੇ ਮਲਟੀ-ਸਪੈਸ਼ਲਿਟੀ ਹਸਪਤਾਲਾਂ ਦਾ ਸਮੂਹ ਹੈ, ਜੋ 1990 ਤੋਂ ਮਰੀਜ਼ਾਂ ਦੀ ਸੇਵਾ ਕਰ ਰਿਹਾ ਹੈ।',
  allRightsReserved: 'ਸਾਰੇ ਹੱਕ ਰਾਖਵੇਂ ਹਨ।',
  language: 'ਭਾਸ਼ਾ',
  linkLabels: {
    'Privacy Policy': 'ਪਰਦੇਦਾਰੀ ਨੀਤੀ',
    Disclaimer: 'ਬੇਦਾਅਵਾ',
    'Terms of Use': 'ਵਰਤੋਂ ਦੀਆਂ ਸ਼ਰਤਾਂ',
    'Cookie Policy': 'ਕੂਕੀ ਨੀਤੀ',
  },
};
