import { site } from '@/content/site';
import { COURSES_SINCE, courses } from './courses';

export * from './types';
export { programmes } from './programmes';
export { courses, COURSES_SINCE } from './courses';
export { nursingCourses } from './nursing';
export { currentStudents, pastStudents, faculty, testimonials } from './people';
export { academicVideos, academicEvents, photoStream } from './media';
export { publications, presentations } from './publications';

/** How many students each tab shows before View More (spec). */
export const STUDENTS_SHOWN_AT_FIRST = 3;

/** The academics page's own words: headings, leads and labels. */
export const academicsPage = {
  title: 'Academics',
  metaTitle: 'Academics: DNB, DrNB, FNB courses and nursing college',
  metaDescription: `Training at ${site.brand}, Amritsar, since ${COURSES_SINCE}: DNB, DrNB and FNB courses, observerships and the nursing college. Seats, eligibility and how to apply.`,
  hero: {
    eyebrow: 'Education wing',
    lead: `Since ${COURSES_SINCE} our hospitals have trained doctors and nurses alongside treating patients. Today the education wing runs ${courses.length} courses accredited by the National Board of Examinations and the nursing council, from three-year DNB residencies to two-week observerships.`,
    points: [
      `${courses.length} courses since ${COURSES_SINCE}`,
      'Fees as the National Board rules, nothing extra',
      'Teaching at GT Road and Medicity, Amritsar',
    ],
    callLabel: 'Call Now',
    callNote: 'The academic office answers on this number, Monday to Saturday, 9 am to 5 pm.',
    image: {
      src: '/images/academics/hero.svg',
      alt: 'A teacher and two residents around a patient’s bed, with books and a stethoscope',
      width: 560,
      height: 420,
    },
  },
  programmes: {
    heading: 'Programmes we offer',
    lead: 'Open a topic to read who can apply, for how long, and how admission works.',
  },
  courses: {
    heading: `Our ${courses.length} courses`,
    lead: "Open a course's details for its seats, type and location.",
    detailsLabel: 'Course details',
    seatsLabel: 'Seats',
    typeLabel: 'Type',
    locationLabel: 'Location',
    linkLabel: 'About the department',
  },
  nursing: {
    heading: 'Amandeep College of Nursing',
    lead: 'For nurses who want a degree or a new skill, taught by our senior nurses.',
  },
  students: {
    heading: 'Our students',
    lead: 'Residents, fellows and nurses in training now, and some who have gone on.',
    tabsLabel: 'Students',
    currentLabel: 'Current',
    pastLabel: 'Past',
    viewMore: 'View More',
  },
  faculty: { heading: 'Faculty', lead: 'Consultants who teach as well as treat.' },
  videos: { heading: 'Videos', lead: 'See where and how our residents learn.' },
  testimonials: { heading: 'In their words', lead: 'Former trainees on their years with us.' },
  events: {
    heading: 'Featured events',
    lead: 'Courses, workshops and celebrations we have hosted.',
  },
  publications: {
    heading: 'Publications',
    lead: 'Recent papers, most begun as residents’ theses.',
  },
  presentations: {
    heading: 'Presentations',
    lead: 'Talks given at national conferences. Open one to read what it covered.',
    listLabel: 'Conference presentations',
  },
  callback: {
    heading: 'Thinking of training with us?',
    text: 'Leave your number and the academic office will call you back about seats, dates and the documents you need.',
    button: 'Request a call back',
  },
  photos: {
    heading: 'Photo stream',
    lead: 'Everyday moments from the wards, lecture hall and skills lab.',
  },
} as const;
