import type { NursingCourse } from './types';

/** The nursing college's courses. */
export const nursingCourses: readonly NursingCourse[] = [
  {
    title: 'Post Basic B.Sc Nursing (2 years)',
    description:
      'For registered GNM nurses who want a degree: classes, with clinical postings in medicine, surgery, paediatrics, obstetrics and community health.',
  },
  {
    title: 'Operation theatre nursing (6 months)',
    description:
      'Scrubbing, sterile technique, instrument counts and the surgical safety checklist, learned in our theatres.',
  },
  {
    title: 'Basic and advanced life support (2 days)',
    description:
      'Hands-on CPR and defibrillation on manikins, with a certificate on passing. Open to nurses from other hospitals.',
  },
];
