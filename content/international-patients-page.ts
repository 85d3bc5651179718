import { internationalPatientsPath } from '@/content/routes';
import { whatsappLink } from '@/content/share-links';
import { site } from '@/content/site';
import type { CallToAction, ContentImage, Paragraphs } from './blocks';

/** A figure of the international service, shown as text in the server HTML (spec). */
export interface InternationalStat {
  value: string;
  label: string;
}

/** One step of a patient's journey, from first message to follow-up at home. */
export interface JourneyStep {
  title: string;
  text: string;
}

/** A patient's own words (invented people: a first name and a country only). */
export interface PatientStory {
  name: string;
  country: string;
  treatment: string;
  quote: string;
}

/** The glyph of a practical topic; components/international maps it to an icon of the site's set. */
export type PracticalIcon = 'visa' | 'pickup' | 'language' | 'payment' | 'stay';

export interface PracticalTopic {
  icon: PracticalIcon;
  heading: string;
  paragraphs: Paragraphs;
}

/** Spec: 20K treated, 130+ countries, 6 hospitals, 30+ specialities. */
export const internationalStats: readonly InternationalStat[] = [
  { value: '20K', label: 'patients treated' },
  { value: '130+', label: 'countries' },
  { value: '6', label: 'hospitals' },
  { value: '30+', label: 'specialities' },
];

/** The eleven steps of the journey carousel, in order (numbered 1 to 11 on the page). */
export const journeySteps: readonly JourneyStep[] = [
  {
    title: 'Send us your reports',
    text: 'Write on WhatsApp or email with your reports, scans and a few lines about the problem.',
  },
  {
    title: 'A specialist reviews them',
    text: 'The right consultant reads your reports and replies, usually within two working days.',
  },
  {
    title: 'Your treatment plan and estimate',
    text: 'We send the suggested treatment, how long you will stay and a written cost estimate.',
  },
  {
    title: 'Medical visa letter',
    text: 'Once you decide to come, we issue an invitation letter for the patient and up to two attendants.',
  },
  {
    title: 'Plan your travel',
    text: 'Share your flight details; your coordinator confirms the admission or appointment date.',
  },
  {
    title: 'Airport pickup',
    text: 'Our driver meets you at Amritsar or Srinagar airport and brings you to the hospital or your lodging.',
  },
  {
    title: 'Registration',
    text: 'Registration at the international desk with your passport and visa, then a fast-track OPD visit.',
  },
  {
    title: 'Consultation and tests',
    text: 'You meet your specialist, tests are repeated only where needed, and the plan is confirmed.',
  },
  {
    title: 'Treatment',
    text: 'Surgery or treatment as planned, with your coordinator keeping the family informed every day.',
  },
  {
    title: 'Discharge and fitness to fly',
    text: 'Your discharge summary, medicines and a fitness-to-fly note before you head home.',
  },
  {
    title: 'Follow-up at home',
    text: 'Video consultations after you return, and help for your local doctor with your case.',
  },
];

export const patientStories: readonly PatientStory[] = [
  {
    name: 'Farid',
    country: 'Afghanistan',
    treatment: 'Knee replacement',
    quote:
      'I could not walk to the mosque near my house. Three weeks after the operation I walked out of the hospital on my own.',
  },
  {
    name: 'Gurpreet',
    country: 'Canada',
    treatment: 'Heart bypass surgery',
    quote:
      'The coordinator sent my mother a message every evening while I was in the ICU. That meant more to us than I can say.',
  },
  {
    name: 'Amina',
    country: 'Kenya',
    treatment: 'Spine surgery',
    quote:
      'They answered my email with a clear plan and a price, and the final bill matched it. No surprises.',
  },
  {
    name: 'Harjit',
    country: 'United Kingdom',
    treatment: 'Cataract and diabetes care',
    quote:
      'I came home to Punjab for a wedding and had both eyes done. The follow-up on video saved me another trip.',
  },
  {
    name: 'Dilnoza',
    country: 'Uzbekistan',
    treatment: 'Burns reconstruction',
    quote:
      'The Russian-speaking interpreter came to every appointment with me. I always knew what the doctors were saying.',
  },
  {
    name: 'Rajan',
    country: 'Nepal',
    treatment: 'Kidney stone treatment',
    quote:
      'My brother and I stayed in the guest house across the road. It was clean, cheap and five minutes from the ward.',
  },
];

/** The international patients page (/international-patients). */
export const internationalPatientsPage = {
  path: internationalPatientsPath,
  title: 'International Patients',
  metaTitle: 'International Patients: Treatment in Amritsar and Srinagar',
  metaDescription: `Coming from abroad? ${site.brand} helps with report reviews, cost estimates, medical visa letters, airport pickup, interpreters and follow-up at home.`,
  lead: 'Patients from more than 130 countries have come to us for treatment. One coordinator looks after you from your first message to your follow-up at home.',
  image: {
    src: '/images/international/welcome.svg',
    alt: 'Illustration of an aeroplane over a hospital building, with a path leading from the airport to the hospital door',
    width: 640,
    height: 440,
  } satisfies ContentImage,
  intro: [
    'Many of our international patients are Punjabi and Kashmiri families living abroad who want treatment close to home; others come from Afghanistan, Central Asia, Africa and our neighbouring countries for surgery that costs far less here than where they live.',
    'Whatever brings you, you should not have to work out a foreign hospital on your own. Your coordinator answers your questions before you travel, meets you when you arrive, sits with you through the bill and stays in touch after you go home.',
  ] satisfies Paragraphs,
  /** Under the opening paragraphs: straight to the desk's WhatsApp and email. */
  deskLinkLabel: 'Contact the international desk',
  statsHeading: 'Our international service in numbers',
  howWeWork: {
    heading: 'How we work with you',
    lead: 'What you can expect from us, whichever hospital treats you.',
    points: [
      {
        title: 'One coordinator',
        text: 'A named person who speaks your language or finds someone who does, and answers on WhatsApp.',
      },
      {
        title: 'An opinion before you travel',
        text: 'A consultant reads your reports first, so you only travel if treatment here can help.',
      },
      {
        title: 'A written estimate',
        text: 'The treatment, the days in hospital and the cost, in writing, before you book a ticket.',
      },
      {
        title: 'No waiting lists',
        text: 'Your consultation and tests are booked for the days after you land.',
      },
      {
        title: 'Your family kept informed',
        text: 'A daily update to the relatives you name, at home or abroad.',
      },
      {
        title: 'Care after you leave',
        text: 'Video follow-ups, and your full records to take to your own doctor.',
      },
    ],
  },
  journey: {
    heading: 'Your journey with us, step by step',
    lead: 'Eleven steps from your first message to your follow-up at home.',
    stepLabel: 'Step',
    carouselLabel: 'Patient journey',
  },
  practical: {
    heading: 'Before you travel',
    lead: 'Plain answers to the questions families ask us most.',
    topics: [
      {
        icon: 'visa',
        heading: 'Medical visa and attendant visa',
        paragraphs: [
          'Patients usually travel on an Indian medical visa (e-Medical visa for many countries), and up to two family members on a medical attendant visa linked to it. We send an invitation letter with your treatment plan to support the application.',
          'The visa is decided by the Indian government, not by us, and the rules differ by country. Check the current rules with the Indian embassy or the official e-visa website before you book flights.',
        ],
      },
      {
        icon: 'pickup',
        heading: 'Airport pickup',
        paragraphs: [
          'Send us your flight number and we will meet you at Amritsar or Srinagar airport, free of charge, with a wheelchair if you need one. From Delhi we can help you book a train or a car.',
          'If the patient cannot sit up for the journey or needs oxygen, tell us before you fly: we send one of our ambulances to the airport instead, with a nurse on board.',
        ],
      },
      {
        icon: 'language',
        heading: 'Language help',
        paragraphs: [
          'Our staff speak English, Hindi, Punjabi, Urdu and Kashmiri. For Dari, Pashto, Russian, Arabic and some other languages we arrange an interpreter for your consultations; tell us when you first write.',
        ],
      },
      {
        icon: 'payment',
        heading: 'Payment',
        paragraphs: [
          'You can pay by card, bank transfer or in cash in Indian rupees; the hospital cashier can guide you to authorised money changers. An advance is usually asked for at admission, against your estimate, and the final bill is itemised.',
        ],
      },
      {
        icon: 'stay',
        heading: 'Where your family can stay',
        paragraphs: [
          'One attendant can stay in the patient’s room. For others, we keep a list of clean guest houses and hotels near each hospital, at several budgets, and can book one for you before you arrive.',
        ],
      },
    ] satisfies readonly PracticalTopic[],
  },
  stories: {
    heading: 'In our patients’ words',
    lead: 'A few of the families who travelled to us. Names are shortened to first names for privacy.',
    carouselLabel: 'Patient stories',
  },
  network: {
    heading: 'Our six hospitals',
    lead: 'Most international patients are treated in Amritsar or Srinagar, the two cities with international airports.',
    carouselLabel: 'Our hospitals',
    linkLabel: (name: string) => `Visit ${name}`,
  },
  contact: {
    heading: 'Talk to our international desk',
    text: 'Send your reports and questions; a coordinator replies within one working day, and sooner on WhatsApp.',
    whatsappLabel: 'WhatsApp us',
    whatsappHref: whatsappLink(
      `Hello ${site.brand}, I live outside India and would like to ask about treatment.`,
      site.whatsappNumber,
    ),
    emailLabel: 'Email us',
    email: site.internationalEmail,
    phoneLabel: 'Call',
    phone: site.appointmentPhone,
  },
  callToAction: {
    heading: 'Already in India and need help now?',
    text: 'Our emergency department is open day and night at all six hospitals, with a 24/7 ambulance.',
    phone: 'emergency',
  } satisfies CallToAction,
};
