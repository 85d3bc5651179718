import type { Messages } from '../types';

export const doctors: Messages['doctors'] = {
  list: {
    title: 'ਭਾਰਤ ਦੇ ਮਾਹਿਰ ਡਾਕਟਰ ਅਤੇ ਸਰਜਨ',
    description:
      'ਅੰਮ੍ਰਿਤਸਰ, ਪਠਾਨਕੋਟ, ਤਰਨ ਤਾਰਨ, ਫ਼ਿਰੋਜ਼ਪੁਰ ਅਤੇ ਸ੍ਰੀਨਗਰ ਵਿੱਚ ਅਮਨਦੀਪ ਹਸਪਤਾਲ ਦੇ ਡਾਕਟਰਾਂ ਅਤੇ ਸਰਜਨਾਂ ਵਿੱਚੋਂ ਸਹੀ ਮਾਹਿਰ ਲੱਭੋ, ਅਤੇ ਆਨਲਾਈਨ ਅਪਾਇੰਟਮੈਂਟ ਬੁੱਕ ਕਰੋ।',
    heading: 'ਡਾਕਟਰ ਲੱਭੋ',
    lead: 'ਛੇ ਹਸਪਤਾਲਾਂ ਦੇ ਤਜਰਬੇਕਾਰ ਮਾਹਿਰ ਡਾਕਟਰ। ਨਾਮ ਨਾਲ ਲੱਭੋ, ਜਾਂ ਸੂਚੀ ਛੋਟੀ ਕਰਨ ਲਈ ਕੋਈ ਹਸਪਤਾਲ ਜਾਂ ਸਪੈਸ਼ਲਿਟੀ ਚੁਣੋ।',
    listHeading: 'ਸਾਡੇ ਡਾਕਟਰ',
    locateLink: 'ਥਾਂ ਅਤੇ ਸਪੈਸ਼ਲਿਟੀ ਅਨੁਸਾਰ ਡਾਕਟਰ ਲੱਭੋ',
    filterLabel: 'ਹਸਪਤਾਲ ਅਨੁਸਾਰ ਚੁਣੋ',
    allTab: 'ਸਾਰੇ',
    nameLabel: 'ਡਾਕਟਰ ਦਾ ਨਾਮ',
    namePlaceholder: 'ਨਾਮ ਅੰਗਰੇਜ਼ੀ ਵਿੱਚ ਲਿਖੋ',
    categoryLabel: 'ਸਪੈਸ਼ਲਿਟੀ',
    categoryPlaceholder: 'ਸਪੈਸ਼ਲਿਟੀ ਅੰਗਰੇਜ਼ੀ ਵਿੱਚ ਲਿਖੋ',
    search: 'ਲੱਭੋ',
    empty: 'ਇਹਨਾਂ ਚੋਣਾਂ ਨਾਲ ਕੋਈ ਡਾਕਟਰ ਨਹੀਂ ਮਿਲਿਆ।',
    pages: 'ਡਾਕਟਰਾਂ ਦੇ ਪੰਨੇ',
    count: '{total, plural, one {# ਡਾਕਟਰ} other {# ਡਾਕਟਰ}}',
    pageOf: ', {pages} ਵਿੱਚੋਂ ਪੰਨਾ {page}',
  },
  profile: {
    crumb: 'ਡਾਕਟਰ',
    metaTitle: '{name}: ਅਪਾਇੰਟਮੈਂਟ ਬੁੱਕ ਕਰੋ',
    metaDescription:
      'ਅਮਨਦੀਪ ਹਸਪਤਾਲ ਵਿੱਚ {name}: ਪੜ੍ਹਾਈ, ਤਜਰਬਾ, ਡਾਕਟਰ ਕਿੱਥੇ ਮਰੀਜ਼ ਦੇਖਦੇ ਹਨ, ਅਤੇ ਅਪਾਇੰਟਮੈਂਟ ਬੁੱਕ ਕਰਨ ਦਾ ਫ਼ਾਰਮ।',
    portrait: 'ਡਾਕਟਰ ਦੀ ਤਸਵੀਰ',
    educationLabel: 'ਪੜ੍ਹਾਈ',
    experienceLabel: 'ਤਜਰਬਾ',
    experienceYears: '{years} ਸਾਲ',
    practisesAtLabel: 'ਮਰੀਜ਼ ਦੇਖਦੇ ਹਨ',
    shareLabel: 'ਵਟਸਐਪ ’ਤੇ ਸਾਂਝਾ ਕਰੋ',
    shareText: 'ਅਮਨਦੀਪ ਹਸਪਤਾਲ ਵਿੱਚ {name}: {url}',
    aboutHeading: 'ਡਾਕਟਰ ਬਾਰੇ',
    formHeading: 'ਅਪਾਇੰਟਮੈਂਟ ਬੁੱਕ ਕਰੋ',
    expertsHeading: 'ਸਾਡੇ ਮਾਹਿਰ ਡਾਕਟਰ',
    expertsLead: 'ਇਸੇ ਖੇਤਰ ਦੇ ਹੋਰ ਮਾਹਿਰ।',
    findDoctor: 'ਡਾਕਟਰ ਲੱਭੋ',
  },
};
