import {
  aboutPath,
  contactPath,
  csrPath,
  doctorsPath,
  hospitalsPath,
  internationalPatientsPath,
  leadershipPath,
  sitePagePath,
  specialitiesPath,
} from '@/content/routes';
import { site } from '@/content/site';
import type { AboutIcon, OnwardLink } from './about-page';
import type { CallToAction, Paragraphs } from './blocks';

/** One part of how we care for patients, with a link to where a visitor can act on it. */
export interface CareBlock {
  id: string;
  heading: string;
  icon: AboutIcon;
  text: Paragraphs;
  /** What this means in practice, as short points. */
  points: readonly string[];
  /** Descriptive link text: it names where it goes, not "click here". */
  link: { label: string; href: string };
}

/** The Model of Care page (/modalcare): five blocks (spec). */
export const modelOfCarePage = {
  title: 'Our Model of Care',
  metaTitle: 'Our Model of Care: How We Look After You',
  metaDescription: `Care at ${site.brand}: a named specialist for every patient, all specialities under one roof, aftercare, free community care, help for overseas patients.`,
  lead: 'Five promises that shape how we look after you, from the first appointment to the weeks after you go home.',
  intro:
    'A good hospital is more than good doctors. It is knowing who is responsible for you, not being sent from one building to another, and being looked after once you are home. This is how we organise care in all six of our hospitals.',
  aboutCrumb: `About ${site.brand}`,
  listHeading: 'How we care for you',
  blocks: [
    {
      id: 'specialist-led',
      heading: 'A named specialist for every patient',
      icon: 'stethoscope',
      text: [
        'Every patient admitted to our hospitals is under a named consultant, who sees them on the ward every day and decides on their treatment. Residents and nurses work under that consultant, and you always know whom to ask.',
      ],
      points: [
        'You meet your consultant before any planned operation',
        'The same consultant follows you through your stay and your follow-up visits',
        'A second opinion from another of our specialists is yours for the asking',
      ],
      link: { label: 'Find a doctor by speciality or hospital', href: doctorsPath() },
    },
    {
      id: 'under-one-roof',
      heading: 'Specialities under one roof',
      icon: 'building',
      text: [
        'Many illnesses need more than one kind of doctor. An injured patient may need an orthopaedic surgeon, a plastic surgeon and an intensive care team on the same day; a diabetic patient with a foot wound needs a physician, a wound care surgeon and a physiotherapist.',
        'Our specialists work in the same buildings, share one set of records and meet to plan care together, so your tests are not repeated and you are not sent elsewhere for the next step.',
      ],
      points: [
        'Laboratory, imaging, blood bank and pharmacy open day and night',
        'Joint planning meetings for complex surgery and cancer care',
        'Referral to our main hospital in Amritsar with your records already there',
      ],
      link: { label: 'See all our specialities', href: specialitiesPath() },
    },
    {
      id: 'after-discharge',
      heading: 'Care that continues after you go home',
      icon: 'heart-pulse',
      text: [
        'Leaving hospital is not the end of treatment. Before you go home a nurse goes through your medicines, your wound care and the warning signs to watch for, with you and the family member who will look after you.',
      ],
      points: [
        'A written discharge summary in plain language, and a follow-up date',
        'A phone call from our team in the first days at home',
        'Physiotherapy, dressings and sample collection at home where needed',
      ],
      link: {
        label: 'How our post-discharge care works',
        href: sitePagePath('post-discharge-care'),
      },
    },
    {
      id: 'community',
      heading: 'Care for the community',
      icon: 'hand-heart',
      text: [
        'Some of the people who most need a hospital never reach one. Our doctors and nurses hold free health camps in villages, operate free of charge on children born with a cleft lip or palate, and run blood donation drives that keep our blood banks stocked for everyone.',
      ],
      points: [
        'Free camps for check-ups, eye tests and medicines in rural Punjab',
        'A free cleft surgery programme running since 2004',
        'Life-support training for teachers and students in government schools',
      ],
      link: { label: 'Read about our CSR work in the community', href: csrPath },
    },
    {
      id: 'international',
      heading: 'Help for patients from abroad',
      icon: 'globe',
      text: [
        'Patients come to us from other countries, often with relatives among the Punjabi families settled abroad. A coordinator looks after each of them from the first enquiry: reviewing reports before travel, giving an estimate of cost, helping with the medical visa letter and meeting them on arrival.',
      ],
      points: [
        'A treatment plan and estimate before you travel',
        'Help with visas, the airport pick-up and a place to stay',
        'Video follow-up with your doctor once you are back home',
      ],
      link: {
        label: 'Information for international patients',
        href: internationalPatientsPath,
      },
    },
  ] satisfies CareBlock[],
  onward: {
    heading: 'Find out more',
    links: [
      {
        label: `About ${site.brand}`,
        text: 'Our story since 1990, our six hospitals and our ambulance service.',
        href: aboutPath,
        icon: 'building',
      },
      {
        label: 'Our leadership',
        text: 'The five people who run our hospitals, and what each answers for.',
        href: leadershipPath,
        icon: 'users',
      },
      {
        label: 'Our hospitals',
        text: 'All six units, with their specialities and how to reach them.',
        href: hospitalsPath,
        icon: 'stethoscope',
      },
      {
        label: 'Contact us',
        text: 'A question about your care, or feedback on it: write to us.',
        href: contactPath,
        icon: 'mail',
      },
    ] satisfies OnwardLink[],
  },
  callToAction: {
    heading: 'Talk to us about your care',
    text: 'Call our appointments desk, or book a visit with the specialist you need.',
    phone: 'appointment',
  } satisfies CallToAction,
};
