import { sitePagePath, specialityPath } from '@/content/routes';
import { scenes } from './images';
import type { Course } from './types';

const GT_ROAD = 'Amandeep Hospital, GT Road, Amritsar';
const MEDICITY = 'Amandeep Medicity, Amritsar';

/** The year the National Board first accredited us. */
export const COURSES_SINCE = 2008;

/** The 11 courses offered since 2008; six link to the department that runs them (spec). */
export const courses: readonly Course[] = [
  {
    id: 'dnb-orthopaedics',
    title: 'DNB Orthopaedics',
    link: sitePagePath('amandeep-centre-of-excellence-for-orthopaedics-and-joint-replacement'),
    details: { seats: '2 primary, 1 secondary a year', type: 'DNB, 3 years', location: GT_ROAD },
    image: scenes.theatre('An operating theatre with its lights over the table'),
  },
  {
    id: 'drnb-plastic-surgery',
    title: 'DrNB Plastic and Reconstructive Surgery',
    link: sitePagePath('amandeep-centre-of-excellence-plastic-reconstructive-aesthetic-surgery'),
    details: { seats: '2 a year', type: 'DrNB super-speciality, 3 years', location: GT_ROAD },
    image: scenes.theatre('Surgeons at work under the theatre lights'),
  },
  {
    id: 'fnb-arthroscopy',
    title: 'FNB Arthroscopy and Sports Medicine',
    link: specialityPath('arthroscopy'),
    details: { seats: '1 a year', type: 'FNB fellowship, 2 years', location: MEDICITY },
    image: scenes.ward('A knee model and a screen for keyhole surgery'),
  },
  {
    id: 'fnb-spine-surgery',
    title: 'FNB Spine Surgery',
    link: specialityPath('neuro-and-spine-surgery'),
    details: { seats: '1 a year', type: 'FNB fellowship, 2 years', location: MEDICITY },
    image: scenes.lecture('A teaching session beside a spine model'),
  },
  {
    id: 'dnb-emergency-medicine',
    title: 'DNB Emergency Medicine',
    link: sitePagePath('emergency-medicine-dnb-courses'),
    details: { seats: '2 primary, 1 secondary a year', type: 'DNB, 3 years', location: GT_ROAD },
    image: scenes.ward('An emergency bay with a monitor and a trolley'),
  },
  {
    id: 'dnb-anaesthesiology',
    title: 'DNB Anaesthesiology',
    link: sitePagePath('anesthesia-dnb-courses'),
    details: { seats: '2 primary, 2 secondary a year', type: 'DNB, 3 years', location: GT_ROAD },
    image: scenes.theatre('An anaesthesia workstation beside the operating table'),
  },
  {
    id: 'fellowship-joint-replacement',
    title: 'Fellowship in Joint Replacement',
    details: { seats: '2 a year', type: 'Hospital fellowship, 1 year', location: GT_ROAD },
    image: scenes.lecture('Fellows reviewing a hip X-ray with their teacher'),
  },
  {
    id: 'fellowship-critical-care',
    title: 'Fellowship in Critical Care',
    details: { seats: '2 a year', type: 'Hospital fellowship, 1 year', location: MEDICITY },
    image: scenes.ward('An intensive care bed with its monitors'),
  },
  {
    id: 'post-basic-bsc-nursing',
    title: 'Post Basic B.Sc Nursing',
    details: {
      seats: '30 a year',
      type: 'Degree, 2 years',
      location: 'Amandeep College of Nursing, Amritsar',
    },
    image: scenes.lecture('Nursing students in a classroom'),
  },
  {
    id: 'ot-technology',
    title: 'Certificate in Operation Theatre Technology',
    details: { seats: '10 a year', type: 'Certificate, 1 year', location: GT_ROAD },
    image: scenes.theatre('Theatre instruments laid out on a tray'),
  },
  {
    id: 'observership',
    title: 'Clinical Observership',
    details: {
      seats: 'On request',
      type: 'Observership, 2 weeks to 3 months',
      location: 'All six hospitals',
    },
    image: scenes.library('A doctor’s desk with books and a laptop'),
  },
];
