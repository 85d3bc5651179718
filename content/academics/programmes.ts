import type { ProgrammeTopic } from './types';

/** What trainees pay: the same words in every topic that has a fee. */
const FEES_RULE = 'As the National Board rules, with no extra fees charged by the hospital.';

/** The six programme topics, in the spec's order: DNB, DrNB, FNB, NBE, research, observership. */
export const programmes: readonly ProgrammeTopic[] = [
  {
    id: 'dnb',
    title: 'DNB: Diplomate of National Board',
    paragraphs: [
      'The DNB is a three-year postgraduate course, equal to an MD or MS, run by the National Board of Examinations in Medical Sciences (NBEMS). Residents learn on our wards, in theatre and in the emergency department, under recognised NBEMS teachers.',
    ],
    facts: [
      { label: 'Duration', text: 'Three years, starting with the NBEMS academic session.' },
      {
        label: 'Who can apply',
        text: 'Doctors with an MBBS and a completed internship who have taken NEET-PG and joined NBEMS counselling.',
      },
      {
        label: 'How to apply',
        text: 'Choose Amandeep Hospital and the speciality at NBEMS counselling. NBEMS allots seats on merit; we admit no one directly.',
      },
      { label: 'Fees', text: FEES_RULE },
    ],
  },
  {
    id: 'drnb',
    title: 'DrNB: Doctorate of National Board',
    paragraphs: [
      'The DrNB is the Board’s super-speciality course, equal to a DM or MCh. Our plastic surgery department is accredited for two DrNB seats a year, with hand, burns and cleft surgery every week.',
    ],
    facts: [
      { label: 'Duration', text: 'Three years.' },
      {
        label: 'Who can apply',
        text: 'Surgeons with an MS or DNB in General Surgery who have qualified in NEET-SS.',
      },
      {
        label: 'How to apply',
        text: 'Through NBEMS super-speciality counselling after the NEET-SS result.',
      },
      { label: 'Fees', text: FEES_RULE },
    ],
  },
  {
    id: 'fnb',
    title: 'FNB: Fellowship of National Board',
    paragraphs: [
      'FNB fellowships train specialists in one narrow field. Our fellows spend most of their time in theatre with the arthroscopy and spine teams, and log every case.',
    ],
    facts: [
      { label: 'Duration', text: 'Two years.' },
      {
        label: 'Who can apply',
        text: 'Doctors with an MS or DNB in the parent speciality (orthopaedics for arthroscopy and spine).',
      },
      {
        label: 'How to apply',
        text: 'Sit the NBEMS fellowship entrance test (FET) and choose the hospital at its counselling.',
      },
      { label: 'Fees', text: FEES_RULE },
    ],
  },
  {
    id: 'nbe',
    title: 'NBE: National Board of Examinations',
    paragraphs: [
      'The National Board accredits hospitals for training, sets the entrance tests and holds the final examinations. Its inspectors count our beds, cases and teachers to decide how many seats each course has.',
    ],
    facts: [
      {
        label: 'Accredited since',
        text: '2008. Today we run 11 courses across our Amritsar hospitals and the nursing college.',
      },
      {
        label: 'What NBEMS checks',
        text: 'Theory and practical examinations, a thesis, log books and quarterly appraisals of every resident.',
      },
    ],
  },
  {
    id: 'research',
    title: 'Research',
    paragraphs: [
      'Every DNB and DrNB resident writes a thesis, and many go on to publish. Our ethics committee reviews each study before it starts, so patients give consent and their records stay private.',
    ],
    facts: [
      {
        label: 'Support',
        text: 'A research coordinator helps with study design, statistics and ethics forms.',
      },
      {
        label: 'Journal club',
        text: 'Weekly in each department; a hospital-wide case meeting on the last Saturday of the month.',
      },
    ],
  },
  {
    id: 'observership',
    title: 'Observership',
    paragraphs: [
      'Observers join our ward rounds, clinics and operations with a named consultant as guide. They do not treat patients themselves.',
    ],
    facts: [
      { label: 'Duration', text: 'From two weeks to three months.' },
      {
        label: 'Who can apply',
        text: 'Medical graduates, residents of other hospitals and final-year students, from India or abroad.',
      },
      {
        label: 'How to apply',
        text: 'Send your CV, a letter from your institution and your dates to the academic office six weeks ahead. We confirm in writing.',
      },
      {
        label: 'What to bring',
        text: 'Photo identity, a hepatitis B vaccination record and, from abroad, a valid visa.',
      },
    ],
  },
];
