import { site, type Unit } from '@/content/site';
import type { CallToAction, FaqContent, Paragraphs } from './blocks';

/** What kind of cover a row is; the table shows it under the name in plain words. */
export type EmpanelmentKind = 'government' | 'public-sector' | 'hospital' | 'insurer' | 'tpa';

/** The six hospitals, keyed as the spec keys an empanelment row. */
export type UnitKey = 'h' | 'm' | 'p' | 'f' | 's' | 't';

/**
 * One scheme, insurer or claim administrator, and whether each hospital is empanelled with it
 * (spec: h main hospital, m Medicity, p Pathankot, f Ferozepur, s Srinagar, t Tarn Taran).
 */
export interface EmpanelmentRow extends Record<UnitKey, boolean> {
  name: string;
  kind: EmpanelmentKind;
  /** The letters of the row's mark, where the initials of its name would read poorly. */
  monogram?: string;
  /**
   * Other names a patient may type for it in the cover checker: abbreviations, the words on the
   * card, former names. Its own name, and any start of it, are found without being listed.
   */
  aliases?: readonly string[];
  /** What to bring to the insurance desk, where it differs from its kind's list (cover-checker.ts). */
  bring?: readonly string[];
  /**
   * How the bill is settled at a hospital on its panel, where it differs from its kind's way:
   * some employers' schemes reimburse the patient instead of paying the hospital.
   */
  settlement?: 'cashless' | 'reimbursement';
}

/** The table's columns, in the spec's order: the main hospital first. */
export const EMPANELMENT_UNITS: readonly { key: UnitKey; unitId: Unit['id'] }[] = [
  { key: 'h', unitId: 'amritsar-gt-road' },
  { key: 'm', unitId: 'amritsar-medicity' },
  { key: 'p', unitId: 'pathankot' },
  { key: 'f', unitId: 'ferozepur' },
  { key: 's', unitId: 'srinagar' },
  { key: 't', unitId: 'tarn-taran' },
];

/** A column's heading: the hospital's short name from content/site.ts. */
export function unitLabel(unitId: Unit['id']): string {
  const unit = site.units.find((candidate) => candidate.id === unitId);
  if (!unit) throw new Error(`No hospital ${unitId} in content/site.ts`);
  return unit.shortName;
}

export const EMPANELMENT_KIND_LABELS: Record<EmpanelmentKind, string> = {
  government: 'Government scheme',
  'public-sector': 'Public-sector undertaking',
  hospital: 'Our own scheme',
  insurer: 'Insurance company',
  tpa: 'Third-party administrator (TPA)',
};

const all = { h: true, m: true, p: true, f: true, s: true, t: true };
const punjab = { ...all, s: false };
const amritsar = { h: true, m: true, p: false, f: false, s: false, t: false };

// Which hospital takes which scheme is sample data, laid out as it plausibly would be: the
// Punjab schemes everywhere but Srinagar, the J&K scheme at Srinagar (and at the main hospital,
// where patients from J&K are referred), defence and railway cover where the cantonments and
// the railway division are.

/** Table one (spec: 11 government schemes and public-sector units). */
export const governmentSchemes: readonly EmpanelmentRow[] = [
  {
    name: 'Ayushman Bharat (PM-JAY)',
    kind: 'government',
    monogram: 'AB',
    aliases: [
      'Ayushman',
      'Ayushman card',
      'Aayushman',
      'Ayushmaan',
      'PMJAY',
      'PM JAY',
      'AB-PMJAY',
      'Pradhan Mantri Jan Arogya Yojana',
      'Golden card',
    ],
    bring: [
      'Your Ayushman card or e-card (a printout or the app on your phone will do)',
      'The patient’s Aadhaar card',
      'Your ration card, if the desk asks to confirm your family',
      'Any papers about the illness: prescriptions and earlier reports',
    ],
    ...all,
  },
  {
    name: 'Ayushman Bharat Mukh Mantri Sehat Bima Yojana (Punjab)',
    kind: 'government',
    monogram: 'MM',
    aliases: [
      'MMSBY',
      'AB-MMSBY',
      'Sarbat Sehat Bima Yojana',
      'SSBY',
      'Punjab Ayushman',
      'Sehat card',
    ],
    bring: [
      'Your Sehat or Ayushman e-card',
      'The patient’s Aadhaar card',
      'Proof that you live in Punjab, if your card does not show it',
      'Any papers about the illness: prescriptions and earlier reports',
    ],
    ...punjab,
  },
  {
    name: 'AB-PMJAY SEHAT (Jammu and Kashmir)',
    kind: 'government',
    monogram: 'JK',
    aliases: ['SEHAT', 'JK SEHAT', 'J&K SEHAT', 'J&K Ayushman', 'Kashmir Ayushman', 'Jammu'],
    bring: [
      'Your SEHAT golden card or e-card',
      'The patient’s Aadhaar card, or a J&K domicile certificate',
      'Any papers about the illness: prescriptions and earlier reports',
    ],
    ...amritsar,
    m: false,
    s: true,
  },
  {
    name: 'Central Government Health Scheme (CGHS)',
    kind: 'government',
    monogram: 'CG',
    aliases: ['CGHS', 'Central government employees', 'Central government pensioners'],
    bring: [
      'Your CGHS card, and those of your family members being treated',
      'The referral from your CGHS wellness centre (not needed in an emergency)',
      'Your pension payment order or department identity card',
      'Any papers about the illness: prescriptions and earlier reports',
    ],
    ...all,
    f: false,
    t: false,
  },
  {
    name: 'Ex-Servicemen Contributory Health Scheme (ECHS)',
    kind: 'government',
    monogram: 'EC',
    aliases: ['ECHS', 'Ex-servicemen', 'Ex servicemen', 'Army pensioners', 'Defence pensioners'],
    bring: [
      'Your ECHS card',
      'The referral from your ECHS polyclinic (in an emergency, come straight here: we tell the polyclinic within 48 hours)',
      'Your discharge book or pension payment order',
      'Any papers about the illness: prescriptions and earlier reports',
    ],
    ...all,
    t: false,
  },
  {
    name: 'Employees’ State Insurance Corporation (ESIC)',
    kind: 'government',
    monogram: 'ES',
    aliases: ['ESIC', 'ESI', 'ESI card', 'Employees State Insurance', 'e-Pehchan'],
    bring: [
      'Your ESI e-Pehchan card',
      'The referral from your ESI dispensary or hospital (not needed in an emergency)',
      'The patient’s Aadhaar card',
      'Any papers about the illness: prescriptions and earlier reports',
    ],
    ...punjab,
  },
  {
    name: 'Punjab Government Employees and Pensioners',
    kind: 'government',
    monogram: 'PG',
    aliases: ['Punjab government', 'Punjab govt employees', 'Punjab pensioners'],
    settlement: 'reimbursement',
    bring: [
      'Your department identity card or pension payment order',
      'The patient’s Aadhaar card',
      'Keep every bill and the discharge summary: your department reimburses you at the rates it has agreed with us',
    ],
    ...punjab,
  },
  {
    name: 'Indian Railways (Northern Railway)',
    kind: 'public-sector',
    monogram: 'IR',
    aliases: ['Railway', 'Railways', 'UMID', 'RELHS', 'Railway medical card'],
    ...amritsar,
    p: true,
    f: true,
  },
  {
    name: 'Punjab State Power Corporation Limited (PSPCL)',
    kind: 'public-sector',
    monogram: 'PS',
    aliases: ['PSPCL', 'PSEB', 'Punjab State Electricity Board', 'Bijli board'],
    ...punjab,
  },
  {
    name: 'Food Corporation of India (FCI)',
    kind: 'public-sector',
    monogram: 'FC',
    aliases: ['FCI'],
    ...amritsar,
    f: true,
  },
  {
    name: 'Aman Ki Asha',
    kind: 'hospital',
    aliases: ['Concession', 'Free treatment', 'BPL'],
    ...all,
  },
];

/** Table two (spec: 34 private insurers and claim administrators). */
export const privateInsurers: readonly EmpanelmentRow[] = [
  {
    name: 'Star Health and Allied Insurance',
    kind: 'insurer',
    aliases: ['Star', 'Star Health Insurance'],
    ...all,
  },
  {
    name: 'HDFC ERGO General Insurance',
    kind: 'insurer',
    aliases: ['HDFC', 'Apollo Munich'],
    ...all,
  },
  {
    name: 'ICICI Lombard General Insurance',
    kind: 'insurer',
    aliases: ['ICICI', 'Lombard'],
    ...all,
  },
  { name: 'Niva Bupa Health Insurance', kind: 'insurer', aliases: ['Bupa', 'Max Bupa'], ...all },
  {
    name: 'Care Health Insurance',
    kind: 'insurer',
    aliases: ['Religare', 'Religare Health'],
    ...all,
  },
  {
    name: 'Aditya Birla Health Insurance',
    kind: 'insurer',
    aliases: ['ABHI', 'Birla'],
    ...all,
    t: false,
  },
  {
    name: 'ManipalCigna Health Insurance',
    kind: 'insurer',
    aliases: ['Manipal Cigna', 'Cigna', 'Cigna TTK'],
    ...all,
    t: false,
  },
  {
    name: 'Bajaj Allianz General Insurance',
    kind: 'insurer',
    aliases: ['Bajaj', 'Allianz'],
    ...all,
  },
  {
    name: 'Tata AIG General Insurance',
    kind: 'insurer',
    aliases: ['AIG', 'Tata'],
    ...all,
    f: false,
  },
  { name: 'Reliance General Insurance', kind: 'insurer', ...punjab },
  { name: 'SBI General Insurance', kind: 'insurer', aliases: ['SBI'], ...all },
  {
    name: 'Cholamandalam MS General Insurance',
    kind: 'insurer',
    aliases: ['Chola', 'Chola MS'],
    ...punjab,
    t: false,
  },
  { name: 'Future Generali India Insurance', kind: 'insurer', aliases: ['Generali'], ...punjab },
  {
    name: 'IFFCO-Tokio General Insurance',
    kind: 'insurer',
    aliases: ['IFFCO', 'Iffco Tokio'],
    ...punjab,
  },
  {
    name: 'Zurich Kotak General Insurance',
    kind: 'insurer',
    aliases: ['Kotak', 'Kotak Mahindra General Insurance'],
    ...amritsar,
    p: true,
  },
  {
    name: 'Universal Sompo General Insurance',
    kind: 'insurer',
    aliases: ['Sompo'],
    ...punjab,
    t: false,
  },
  {
    name: 'Royal Sundaram General Insurance',
    kind: 'insurer',
    aliases: ['Sundaram'],
    ...amritsar,
    p: true,
    f: true,
  },
  { name: 'Liberty General Insurance', kind: 'insurer', ...amritsar },
  { name: 'Go Digit General Insurance', kind: 'insurer', aliases: ['Digit'], ...all, t: false },
  { name: 'Acko General Insurance', kind: 'insurer', ...amritsar, s: true },
  {
    name: 'The New India Assurance Company',
    kind: 'insurer',
    monogram: 'NIA',
    aliases: ['New India', 'NIA'],
    ...all,
  },
  {
    name: 'National Insurance Company',
    kind: 'insurer',
    monogram: 'NIC',
    aliases: ['NIC'],
    ...all,
  },
  {
    name: 'The Oriental Insurance Company',
    kind: 'insurer',
    monogram: 'OIC',
    aliases: ['Oriental', 'OIC'],
    ...all,
  },
  {
    name: 'United India Insurance Company',
    kind: 'insurer',
    monogram: 'UII',
    aliases: ['United India', 'UIIC'],
    ...all,
  },
  { name: 'Medi Assist Insurance TPA', kind: 'tpa', aliases: ['MediAssist'], ...all },
  {
    name: 'MDIndia Health Insurance TPA',
    kind: 'tpa',
    monogram: 'MD',
    aliases: ['MD India'],
    ...all,
  },
  { name: 'Paramount Health Services & Insurance TPA', kind: 'tpa', aliases: ['PHS'], ...all },
  { name: 'Vidal Health Insurance TPA', kind: 'tpa', ...punjab },
  { name: 'Raksha Health Insurance TPA', kind: 'tpa', ...all },
  { name: 'Health India Insurance TPA Services', kind: 'tpa', aliases: ['HITPA'], ...punjab },
  { name: 'Family Health Plan Insurance TPA', kind: 'tpa', aliases: ['FHPL'], ...all },
  { name: 'Heritage Health Insurance TPA', kind: 'tpa', ...punjab, t: false },
  { name: 'Good Health Insurance TPA', kind: 'tpa', aliases: ['GHPL'], ...amritsar, p: true },
  { name: 'Safeway Insurance TPA', kind: 'tpa', ...amritsar, f: true },
];

/** Aman Ki Asha, the hospital's own scheme (spec: Rs. 800 a day with diet, 50% off). */
export const AMAN_KI_ASHA = { rupeesPerDay: 800, discountPercent: 50 } as const;

/** The empanelments page (/empanelments). */
export const empanelmentsPage = {
  title: 'Empanelments',
  metaTitle: 'Empanelments: Insurers, TPAs and Government Schemes We Accept',
  metaDescription: `The government schemes, public-sector units, insurers and TPAs each of the six ${site.brand} hospitals accepts, papers for cashless care and Aman Ki Asha.`,
  lead: 'Check whether your health insurance, government scheme or employer’s cover is accepted at the hospital you are coming to, and what to bring so that the paperwork does not hold up your treatment.',
  intro: [
    'When a hospital is empanelled with a scheme, an insurer or a third-party administrator (TPA), it has an agreement with them on rates and on how claims are sent and settled. That is what lets you be treated without paying the whole bill yourself.',
    'With an empanelled insurer or scheme your treatment can be cashless: our insurance desk asks them to approve it, and they pay the hospital directly. You pay only what your policy does not cover. If your insurer is not on our panel, you can still be treated here: you pay the bill and claim the money back from your insurer after discharge (reimbursement). We give you every paper the claim needs.',
  ] satisfies Paragraphs,
  contentsLabel: 'On this page',
  desk: {
    heading: 'The insurance desk',
    text: 'Every one of our hospitals has an insurance desk near admissions, open 9 am to 7 pm, Monday to Saturday, with someone on call for emergency admissions at other times.',
    callLabel: 'Call and ask for the insurance desk',
    bringHeading: 'Bring to the desk',
    bring: [
      'Your policy, TPA or scheme card (or e-card)',
      'Photo identity of the patient, such as an Aadhaar card',
      'The doctor’s prescription or advice for admission, with earlier reports',
      'A referral or letter from your employer, for CGHS, ECHS, ESIC, railway and PSU cover',
    ],
    moreLabel: 'How cashless and reimbursement claims work',
  },
  tables: {
    government: {
      heading: 'Government schemes and public-sector units',
      lead: 'Central and state government health schemes, employers in the public sector, and our own scheme for families in need.',
      caption: 'Government schemes and public-sector units accepted at each of our hospitals',
      nameColumn: 'Scheme',
    },
    private: {
      heading: 'Insurance companies and TPAs',
      lead: 'Private and public-sector health insurers, and the third-party administrators that handle claims for many of them. If your card names a TPA, look for the TPA.',
      caption:
        'Insurance companies and third-party administrators accepted at each of our hospitals',
      nameColumn: 'Insurer or TPA',
    },
    yes: 'Empanelled',
    no: 'Not empanelled',
    legend: 'A tick means the hospital is empanelled; a cross means it is not.',
    swipeHint: 'Swipe the table sideways to see all six hospitals.',
    note: 'Agreements with schemes and insurers change from time to time, and some cover only certain treatments. Before a planned admission, call the insurance desk with your policy or scheme number: they confirm your cover at that hospital before you are admitted.',
  },
  amanKiAsha: {
    /** Its name in the page's list of contents. */
    shortName: 'Aman Ki Asha scheme',
    heading: 'Aman Ki Asha: our own scheme for families in need',
    text: 'For patients whose families cannot afford treatment, whatever their illness. The insurance desk and our medical social worker check who qualifies; bring proof of income such as a ration card.',
    /** Shown under the figures: formatRupees(rupeesPerDay) and discountPercent with a %. */
    perDay: 'a day for your stay, including diet',
    discount: 'off the cost of surgery and ICU stay',
  },
  faq: {
    heading: 'Questions about cashless treatment',
    layout: 'single',
    items: [
      {
        question: 'How does a cashless admission work?',
        answer: [
          'Show your card and photo identity at admission. The insurance desk sends a request for approval (pre-authorisation), with the doctor’s estimate of the treatment, to your insurer, TPA or scheme. For a planned admission, do this 3 to 7 days ahead; after an emergency admission we send it within 24 hours.',
          'Approval usually comes within a few hours. At discharge we send the final bill for approval, which takes 3 to 6 hours, and you pay only what the policy does not cover.',
        ],
      },
      {
        question: 'What documents do I need?',
        answer: [
          'Your policy, TPA or scheme card; photo identity of the patient, and of the policy holder if that is someone else; the doctor’s advice for admission and any earlier reports. For CGHS, ECHS, ESIC, railway and public-sector cover, also bring the referral or permission letter and your employee or pensioner card. Bring the originals and one photocopy of each.',
        ],
      },
      {
        question: 'I have an Ayushman Bharat card. What should I do?',
        answer: [
          'Go to the Ayushman (Arogya Mitra) help desk at admission with your Ayushman card or e-card and Aadhaar card. They check your eligibility and balance online, and there is nothing to pay for the treatment packages the scheme covers.',
        ],
      },
      {
        question: 'My insurer is not in the tables. Can I still be treated?',
        answer: [
          'Yes. You pay the bill and claim reimbursement from your insurer after discharge. Tell your insurer about the admission within the time your policy sets, usually 24 to 48 hours; we give you the discharge summary, bills and reports the claim needs.',
        ],
      },
      {
        question: 'My scheme shows a cross at the hospital nearest to me. What now?',
        answer: [
          'Call the insurance desk before you travel. Some agreements cover only certain treatments, and the desk can tell you which of our hospitals will take your cover for the treatment you need.',
        ],
      },
    ],
  } satisfies FaqContent,
  callToAction: {
    heading: 'Check your cover before you come',
    text: 'Call the appointment line and ask for the insurance desk. Keep your policy or scheme card in hand.',
    phone: 'appointment',
  } satisfies CallToAction,
};
