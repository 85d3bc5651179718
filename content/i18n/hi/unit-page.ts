import type { Messages } from '../types';

export const unitPage: Messages['unitPage'] = {
  visitHeading: 'हमसे मिलने आएँ',
  opd: 'ओ.पी.डी.',
  emergency: '24/7 इमरजेंसी',
  directions: 'रास्ता देखें',
  directionsTo: '{name} तक',
  doctorsHeading: '{place} में हमारे डॉक्टर',
  allDoctors: 'इस अस्पताल के सभी {count, plural, one {# डॉक्टर} other {# डॉक्टर}} देखें',
  doctorsLead: 'इस अस्पताल में मरीज़ देखने वाले विशेषज्ञ डॉक्टर। अपॉइंटमेंट बुक करें या हर डॉक्टर के बारे में पढ़ें।',
};
