import { scenes } from './images';
import type { AcademicEvent, AcademicVideo, Photo } from './types';

const VIDEO = 'https://www.youtube.com/watch?v=';

/** Short films about training here. */
export const academicVideos: readonly AcademicVideo[] = [
  { id: 'day-in-dnb', url: `${VIDEO}Qm4tR7bXc2a`, title: 'A day in the life of a DNB resident' },
  {
    id: 'plastic-surgery-training',
    url: `${VIDEO}Lp8sW3kNd5e`,
    title: 'Training in plastic and reconstructive surgery',
  },
  {
    id: 'emergency-simulation',
    url: `${VIDEO}Zt2vH6mJq9r`,
    title: 'Trauma simulation drill in the emergency department',
  },
  {
    id: 'nursing-college',
    url: `${VIDEO}Bn5cY1gFw7k`,
    title: 'Inside the Amandeep College of Nursing',
  },
  {
    id: 'arthroscopy-workshop',
    url: `${VIDEO}Ku9pD4sLx3m`,
    title: 'Hands-on arthroscopy workshop for young surgeons',
  },
];

/** Featured academic events. */
export const academicEvents: readonly AcademicEvent[] = [
  {
    id: 'knee-arthroplasty-course',
    title: 'Knee arthroplasty cadaver course',
    detail: 'Amritsar, February 2025',
    image: scenes.workshop('Surgeons practising at workstations in a skills lab'),
  },
  {
    id: 'convocation-2024',
    title: 'Convocation of the nursing college',
    detail: 'Amritsar, December 2024',
    image: scenes.convocation('Graduates in caps and gowns on a stage'),
  },
  {
    id: 'trauma-life-support',
    title: 'Trauma life support course for doctors',
    detail: 'GT Road, Amritsar, October 2024',
    image: scenes.ward('A resuscitation bay set up for a training drill'),
  },
  {
    id: 'plastic-surgery-cme',
    title: 'Continuing medical education: hand injuries',
    detail: 'Amritsar, August 2024',
    image: scenes.lecture('A speaker at the front of a lecture hall'),
  },
  {
    id: 'research-day',
    title: 'Annual research day and poster contest',
    detail: 'Medicity, Amritsar, May 2024',
    image: scenes.library('Posters and laptops at a research day'),
  },
];

/** A stream of everyday moments from the education wing. */
export const photoStream: readonly Photo[] = [
  { id: 'ward-round', src: '/images/academics/ward.svg', alt: 'Residents on a morning ward round' },
  { id: 'lecture', src: '/images/academics/lecture.svg', alt: 'A morning lecture for residents' },
  {
    id: 'theatre',
    src: '/images/academics/theatre.svg',
    alt: 'A resident assisting in the operating theatre',
  },
  {
    id: 'skills-lab',
    src: '/images/academics/workshop.svg',
    alt: 'Practice on models in the skills lab',
  },
  {
    id: 'graduation',
    src: '/images/academics/convocation.svg',
    alt: 'Graduation day at the nursing college',
  },
];
