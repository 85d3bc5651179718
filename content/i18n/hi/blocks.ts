import type { Messages } from '../types';

export const blocks: Messages['blocks'] = {
  callEmergency: 'इमरजेंसी के लिए कॉल करें',
  callAppointments: 'अपॉइंटमेंट के लिए कॉल करें',
  bookAppointment: 'अपॉइंटमेंट बुक करें',
  pagedTitle: '{title}, पेज {page}',
  pagedDescription: 'पेज {page}। {description}',
  previous: 'पिछला',
  next: 'अगला',
  page: 'पेज {page}',
};
