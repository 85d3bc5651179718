import type { Messages } from '../types';

export const blocks: Messages['blocks'] = {
  callEmergency: 'ਐਮਰਜੈਂਸੀ ਲਈ ਕਾਲ ਕਰੋ',
  callAppointments: 'ਅਪਾਇੰਟਮੈਂਟ ਲਈ ਕਾਲ ਕਰੋ',
  bookAppointment: 'ਅਪਾਇੰਟਮੈਂਟ ਬੁੱਕ ਕਰੋ',
  pagedTitle: '{title}, ਪੰਨਾ {page}',
  pagedDescription: 'ਪੰਨਾ {page}। {description}',
  previous: 'ਪਿਛਲਾ',
  next: 'ਅਗਲਾ',
  page: 'ਪੰਨਾ {page}',
};
