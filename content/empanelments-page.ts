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
  { name: 'Ayushman Bharat PM-JAY', kind: 'government', monogram: 'AB', ...all },
  {
    name: 'Ayushman Bharat Mukh Mantri Sehat Bima Yojana (Punjab)',
    kind: 'government',
    monogram: 'MM',
    ...punjab,
  },
  {
    name: 'AB-PMJAY SEHAT (Jammu and Kashmir)',
    kind: 'government',
    monogram: 'JK',
    ...amritsar,
    m: false,
    s: true,
  },
  {
    name: 'Central Government Health Scheme (CGHS)',
    kind: 'government',
    monogram: 'CG',
    ...all,
    f: false,
    t: false,
  },
  {
    name: 'Ex-Servicemen Contributory Health Scheme (ECHS)',
    kind: 'government',
    monogram: 'EC',
    ...all,
    t: false,
  },
  {
    name: 'Employees’ State Insurance Corporation (ESIC)',
    kind: 'government',
    monogram: 'ES',
    ...punjab,
  },
  {
    name: 'Punjab Government Employees and Pensioners',
    kind: 'government',
    monogram: 'PG',
    ...punjab,
  },
  {
    name: 'Indian Railways (Northern Railway)',
    kind: 'public-sector',
    monogram: 'IR',
    ...amritsar,
    p: true,
    f: true,
  },
  {
    name: 'Punjab State Power Corporation Limited (PSPCL)',
    kind: 'public-sector',
    monogram: 'PS',
    ...punjab,
  },
  {
    name: 'Food Corporation of India (FCI)',
    kind: 'public-sector',
    monogram: 'FC',
    ...amritsar,
    f: true,
  },
  { name: 'Aman Ki Asha', kind: 'hospital', ...all },
];

/** Table two (spec: 34 private insurers and claim administrators). */
export const privateInsurers: readonly EmpanelmentRow[] = [
  { name: 'Star Health and Allied Insurance', kind: 'insurer', ...all },
  { name: 'HDFC ERGO General Insurance', kind: 'insurer', ...all },
  { name: 'ICICI Lombard General Insurance', kind: 'insurer', ...all },
  { name: 'Niva Bupa Health Insurance', kind: 'insurer', ...all },
  { name: 'Care Health Insurance', kind: 'insurer', ...all },
  { name: 'Aditya Birla Health Insurance', kind: 'insurer', ...all, t: false },
  { name: 'ManipalCigna Health Insurance', kind: 'insurer', ...all, t: false },
  { name: 'Bajaj Allianz General Insurance', kind: 'insurer', ...all },
  { name: 'Tata AIG General Insurance', kind: 'insurer', ...all, f: false },
  { name: 'Reliance General Insurance', kind: 'insurer', ...punjab },
  { name: 'SBI General Insurance', kind: 'insurer', ...all },
  { name: 'Cholamandalam MS General Insurance', kind: 'insurer', ...punjab, t: false },
  { name: 'Future Generali India Insurance', kind: 'insurer', ...punjab },
  { name: 'IFFCO-Tokio General Insurance', kind: 'insurer', ...punjab },
  { name: 'Zurich Kotak General Insurance', kind: 'insurer', ...amritsar, p: true },
  { name: 'Universal Sompo General Insurance', kind: 'insurer', ...punjab, t: false },
  { name: 'Royal Sundaram General Insurance', kind: 'insurer', ...amritsar, p: true, f: true },
  { name: 'Liberty General Insurance', kind: 'insurer', ...amritsar },
  { name: 'Go Digit General Insurance', kind: 'insurer', ...all, t: false },
  { name: 'Acko General Insurance', kind: 'insurer', ...amritsar, s: true },
  { name: 'The New India Assurance Company', kind: 'insurer', monogram: 'NIA', ...all },
  { name: 'National Insurance Company', kind: 'insurer', monogram: 'NIC', ...all },
  { name: 'The Oriental Insurance Company', kind: 'insurer', monogram: 'OIC', ...all },
  { name: 'United India Insurance Company', kind: 'insurer', monogram: 'UII', ...all },
  { name: 'Medi Assist Insurance TPA', kind: 'tpa', ...all },
  { name: 'MDIndia Health Insurance TPA', kind: 'tpa', monogram: 'MD', ...all },
  { name: 'Paramount Health Services & Insurance TPA', kind: 'tpa', ...all },
  { name: 'Vidal Health Insurance TPA', kind: 'tpa', ...punjab },
  { name: 'Raksha Health Insurance TPA', kind: 'tpa', ...all },
  { name: 'Health India Insurance TPA Services', kind: 'tpa', ...punjab },
  { name: 'Family Health Plan Insurance TPA', kind: 'tpa', ...all },
  { name: 'Heritage Health Insurance TPA', kind: 'tpa', ...punjab, t: false },
  { name: 'Good Health Insurance TPA', kind: 'tpa', ...amritsar, p: true },
  { name: 'Safeway Insurance TPA', kind: 'tpa', ...amritsar, f: true },
];

/** Aman Ki Asha, the hospital's own scheme (spec: Rs. 800 a day with diet, 50% off). */
export const AMAN_KI_ASHA = { rupeesPerDay: 800, discountPercent: 50 } as const;

/** The empanelments page (/empanelments). */
export const empanelmentsPage = {
  title: 'Empanelments',
  metaTitle: 'Empanelments: Insurers, TPAs and Government Schemes We Accept',
  metaDescription: `The government schemes, public-sector units, insurers and TPAs each of the six ${site.brand} hospitals is empanelled with, what to bring for a cashless admission, and the Aman Ki Asha scheme.`,
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
