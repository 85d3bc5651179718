import { doctorSearchCopy } from '@/content/doctor-search';
import { site } from '@/content/site';
import type { TechnologyId } from '@/content/technologies';

/**
 * The home page's words. Tiles and technologies are keyed by their id in content/home.ts, which
 * holds where each leads and its icon. `{target}` and `{letter}` are filled in by the page.
 */
export const home = {
  title: `${site.brand} | Best multi-speciality hospitals in Amritsar and North India` as string,
  description: site.description as string,
  hero: {
    eyebrow: 'Six hospitals · Punjab and Kashmir',
    heading: 'Expert care, close to home',
    lead: 'From emergency trauma care to planned joint replacement, our specialists in Amritsar, Pathankot, Tarn Taran, Ferozepur and Srinagar are here for you and your family, day and night.',
    findDoctor: 'Find a doctor',
    emergency: 'Emergency',
    imageAlt: 'Illustration of an Amandeep Hospital building with an ambulance at its entrance',
  },
  highlights: [
    { value: 'Since 1990', label: 'caring for families' },
    { value: '6', label: 'hospitals in the network' },
    { value: '24/7', label: 'ambulance and emergency' },
  ],
  founders: {
    heading: 'Why we built this hospital',
    lead: 'A few words from the people who started it.',
    quotes: [
      {
        quote:
          'We began with one operating theatre and a promise: no family in our region should have to travel to a distant city for good surgery. Every hospital we have opened since keeps that promise a little closer to home.',
        name: 'Dr. Jaswant Singh Virdi',
        role: 'Founder and Chairman',
        initials: 'JV',
      },
      {
        quote:
          'Good medicine is more than a skilled hand. It is a nurse who explains, a bill that holds no surprises and a call the day after you go home. That is the hospital we set out to build.',
        name: 'Dr. Harleen Kaur Virdi',
        role: 'Co-founder and Medical Director',
        initials: 'HV',
      },
    ],
  },
  shortcuts: {
    heading: 'How can we help you today?',
    tiles: {
      secondOpinion: {
        label: 'Second Opinion',
        description: 'Talk your diagnosis through with one of our specialists.',
      },
      healthCheckup: {
        label: 'Health Checkup',
        description: 'Preventive health packages for every age.',
      },
      corporate: {
        label: 'Corporate Tie-ups',
        description: 'Care plans for your employees and their families.',
      },
      homecare: {
        label: 'Homecare',
        description: 'Nursing, physiotherapy and sample collection at home.',
      },
      bookTest: {
        label: 'Book a Test',
        description: 'Laboratory tests with reports you can trust.',
      },
    },
  },
  specialities: {
    heading: 'Our specialities',
    lead: 'Dedicated teams, modern operating theatres and critical care under one roof.',
    viewAll: 'View all specialities',
  },
  searchBy: {
    heading: 'Search by',
    lead: 'Choose doctors or specialities, then the first letter of what you are looking for.',
    toggle: 'Search by',
    doctors: 'Doctors',
    speciality: 'Speciality',
    letters: '{target} from A to Z',
    hint: 'Choose a letter to see the specialities whose name starts with it.',
    groupHeading: 'Specialities starting with {letter}',
    allSpecialities: 'See all our specialities',
    locate: 'Locate a doctor near you',
  },
  /** The hero's search box: the words its client code ships with on English pages. */
  doctorSearch: doctorSearchCopy as Record<keyof typeof doctorSearchCopy, string>,
  hospitals: {
    heading: 'Our network hospitals',
    lead: 'Six hospitals across Punjab and Kashmir, one standard of care.',
    viewAll: 'About our hospitals',
  },
  technologies: {
    heading: 'Technology that helps us heal',
    lead: 'Equipment chosen for safer procedures, clearer diagnoses and faster recovery.',
    items: {
      'robotic-surgery': {
        name: 'Robot-assisted surgery',
        summary:
          'Joint replacements and keyhole operations planned in 3D and carried out with robotic precision, for smaller cuts and quicker recovery.',
        alt: 'Illustration of a robotic surgical arm over an operating table',
      },
      'cath-lab': {
        name: 'Cardiac catheterisation lab',
        summary:
          'Angiography, angioplasty and pacemakers around the clock, so a heart attack is treated within the first hour.',
        alt: 'Illustration of a cardiac catheterisation lab with its imaging arm and monitors',
      },
      mri: {
        name: 'MRI',
        summary:
          'Detailed images of the brain, spine, joints and soft tissue without any radiation.',
        alt: 'Illustration of an MRI scanner with its patient table',
      },
      'ct-scan': {
        name: 'CT scanning',
        summary:
          'Fast whole-body scans for trauma, stroke and cancer care, with low-dose settings for children.',
        alt: 'Illustration of a CT scanner',
      },
      'hyperbaric-oxygen': {
        name: 'Hyperbaric oxygen therapy',
        summary:
          'Pure oxygen under pressure that helps diabetic foot ulcers, burns and stubborn wounds heal.',
        alt: 'Illustration of a hyperbaric oxygen chamber',
      },
      'modular-theatres': {
        name: 'Modular operating theatres',
        summary:
          'Seamless, easy-to-clean theatres with laminar air flow that keep the risk of infection low.',
        alt: 'Illustration of a modular operating theatre with surgical lights',
      },
    } satisfies Record<TechnologyId, { name: string; summary: string; alt: string }>,
  },
  doctors: {
    heading: 'Meet our doctors',
    lead: 'Experienced consultants across every unit of the group.',
    viewAll: 'See all doctors',
    book: 'Book Appointment',
  },
  care: {
    heading: 'Care before, during and after your stay',
    lead: 'Everything around your treatment, planned so that you and your family can focus on getting better.',
    modelOfCare: 'Our Model of Care',
    tiles: {
      postDischarge: {
        label: 'Post-discharge Care',
        description: 'Follow-up calls, visits and rehabilitation once you are home.',
      },
      healthPackages: {
        label: 'Health Packages',
        description: 'Checkups and planned procedures at a price agreed in advance.',
      },
      hbot: {
        label: 'Hyperbaric Oxygen Therapy',
        description: 'Oxygen under pressure for slow-healing wounds and more.',
      },
      billing: {
        label: 'Billing Information',
        description: 'How estimates, deposits and final bills work.',
      },
      insurance: {
        label: 'Insurance & TPA',
        description: 'Cashless treatment with insurers and government schemes.',
      },
      ambulance: {
        label: 'Ambulance Services',
        description: 'Round-the-clock ambulances with trained paramedics.',
      },
    },
  },
  /**
   * A Punjabi or Hindi home page's section in place of the hospital API's English media: never
   * shown in English, written here as the shape the translations follow.
   */
  inEnglish: {
    heading: 'More in English',
    lead: 'These pages are in English only for now.',
    tiles: {
      media: {
        label: 'Awards, news and videos',
        description: 'Our awards, patient stories and films from our hospitals.',
      },
      articles: {
        label: 'Health articles',
        description: 'Practical advice from our doctors.',
      },
    },
  },
};
