import { formatRupees } from '@/content/rupees';
import { site } from '@/content/site';
import type { CallToAction, ContentImage, Paragraphs, TableBlock } from './blocks';

/** One CSR project of a year, its amount in paise so the total adds up to the paisa. */
export interface CsrProject {
  name: string;
  paise: number;
}

/** A community programme the page shows on video. */
export interface CsrInitiative {
  id: string;
  heading: string;
  text: Paragraphs;
  videos: readonly { title: string; url: string }[];
}

/** A table amount in paise, as rupees with paise under a "(₹)" column: "49,58,535.72". */
export const formatPaise = (paise: number) =>
  formatRupees(paise / 100, { symbol: false, decimals: 2 });

/** The CSR spend of 2023-2024 (spec: six projects, 49,58,535.72 in all). */
export const csrProjects2023: readonly CsrProject[] = [
  {
    name: 'Free multi-speciality health camps in villages of Amritsar and Tarn Taran',
    paise: 124685000,
  },
  { name: 'Free cleft lip and palate surgery for children', paise: 148230050 },
  { name: 'Voluntary blood donation drives and thalassaemia support', paise: 63542000 },
  { name: 'First aid and life-support training in government schools', paise: 41876522 },
  { name: 'Artificial limbs and mobility aids for people with disabilities', paise: 66320000 },
  { name: 'Safe drinking water and sanitation near our hospitals', paise: 51200000 },
];

/** What the year's six projects add up to, as the Total row shows it. */
export const CSR_TOTAL_2023_PAISE = 495853572;

const VIDEO = 'https://www.youtube.com/watch?v=';

/** The CSR page (/csr). */
export const csrPage = {
  title: 'Corporate Social Responsibility',
  metaTitle: 'CSR: Corporate Social Responsibility',
  metaDescription: `${site.brand}’s CSR: free village health camps, free cleft surgery for children and blood donation drives. Our policy, committee and 2023-2024 projects.`,
  lead: 'Good health should not depend on where you live or what you can pay. Our CSR work takes care to the villages and families who need it most.',
  image: {
    src: '/catalogue/events/free-multi-speciality-health-camp-for-rural-families-1.svg',
    alt: 'Illustration of a free health camp for rural families',
    width: 1200,
    height: 800,
  } satisfies ContentImage,
  intro: [
    'Since 1990 our hospitals have looked after patients from the towns and villages of Punjab and Kashmir. Corporate social responsibility is how we look after the people who do not yet reach our doors: families far from a hospital, children whose parents cannot pay for an operation, and patients who depend on a stranger giving blood.',
    'Each year we set aside part of our profits for this work, as the Companies Act asks. Our doctors, nurses and volunteers give their time; the money pays for medicines, tests, surgery, transport and equipment. A committee of the Board chooses the projects, follows them through the year and reports what they achieved.',
  ] satisfies Paragraphs,
  policy: {
    heading: 'Our CSR policy',
    text: 'What we spend on, how projects are chosen and checked, and who is responsible.',
    href: '/documents/csr-policy.pdf',
    /** The link's label names the file type and size (content/csr-page.test.ts checks the size). */
    label: 'CSR Policy (PDF, 30 KB)',
    sizeKb: 30,
  },
  committee: {
    kind: 'table',
    heading: 'CSR Committee',
    lead: 'The committee of the Board that recommends our CSR policy and budget, approves the projects and monitors them.',
    caption: 'Composition of the CSR Committee',
    columns: [{ label: 'Sr. No.' }, { label: 'Member' }, { label: 'Designation' }],
    rows: [
      ['1', 'Managing Director', 'Chairperson'],
      ['2', 'Director, Medical Services', 'Member'],
      ['3', 'Independent Director', 'Member'],
      ['4', 'Chief Financial Officer', 'Permanent invitee'],
    ],
    note: 'The Company Secretary acts as secretary to the committee.',
  } satisfies TableBlock,
  projects: {
    kind: 'table',
    // A non-breaking hyphen: the years stay on one line on a phone.
    heading: 'CSR projects 2023\u20112024',
    lead: 'The six projects we funded in the financial year 2023-2024, and what each cost.',
    caption: 'CSR projects and amount spent, 2023-2024',
    columns: [{ label: 'Sr. No.' }, { label: 'Project' }, { label: 'Amount (₹)', numeric: true }],
    rows: csrProjects2023.map((project, index) => [
      String(index + 1),
      project.name,
      formatPaise(project.paise),
    ]),
    footer: ['', 'Total', formatPaise(CSR_TOTAL_2023_PAISE)],
    note: 'Amounts in Indian rupees, as spent directly by the hospital and through its partner trusts.',
  } satisfies TableBlock,
  initiativesHeading: 'Our initiatives',
  initiatives: [
    {
      id: 'health-camps',
      heading: 'Free health camps in villages',
      text: [
        'Every month a team of doctors, nurses, a pharmacist and a laboratory technician sets up a free camp in a village school or gurdwara. People are examined, have their blood sugar, blood pressure and eyes checked, and go home with medicines and advice. Anyone who needs more care is referred to our nearest hospital, with transport arranged when needed.',
      ],
      videos: [
        { title: 'A day at our free village health camp', url: `${VIDEO}hC7mQ2vLk4e` },
        { title: 'Screening for diabetes and blood pressure', url: `${VIDEO}Vn3pR8sTq1w` },
        { title: 'From the camp to the hospital: one family’s story', url: `${VIDEO}Xa9dF4jKz2u` },
      ],
    },
    {
      id: 'cleft-surgery',
      heading: 'Free cleft surgery for children',
      text: [
        'Since 2004, with an international cleft charity, our plastic surgeons have repaired cleft lips and palates free of charge. The programme covers the operation, the stay, speech therapy and follow-up, so a child can eat, speak and smile without the cost falling on the family.',
      ],
      videos: [
        { title: 'What a cleft lip repair involves', url: `${VIDEO}Qe5tY7uIo3p` },
        { title: 'Speech therapy after cleft palate surgery', url: `${VIDEO}Lk2jH6gFd8s` },
        { title: 'Parents on their child’s new smile', url: `${VIDEO}Mz4xC1vBn7a` },
      ],
    },
    {
      id: 'blood-donation',
      heading: 'Blood donation drives',
      text: [
        'Platelets keep for only five days and a single accident can need many units, so our blood bank depends on regular donors. We hold donation drives with colleges, factories and community groups, and keep blood ready free of charge for children with thalassaemia who need transfusions every few weeks.',
      ],
      videos: [
        { title: 'Why your blood donation matters', url: `${VIDEO}Bp8wE3rTy6k` },
        { title: 'What happens when you donate blood', url: `${VIDEO}Gt1nU5iOp9z` },
        { title: 'A college blood donation drive', url: `${VIDEO}Rs6vA2qWe4m` },
      ],
    },
  ] satisfies readonly CsrInitiative[],
  callToAction: {
    heading: 'Want to know more?',
    text: 'For more information about our CSR work, or to bring a health camp to your village, call us.',
    phone: 'appointment',
  } satisfies CallToAction,
};
