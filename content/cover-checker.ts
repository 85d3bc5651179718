// "Am I covered here?": the words of the cover checker (/empanelments/check) and of each scheme's
// and insurer's own page (/empanelments/{slug}). The rows, their aliases and their own
// what-to-bring lists are in empanelments-page.ts. Which hospital takes what, and what the desk
// asks for, are sample facts the hospital must confirm before launch (README).

import type { EmpanelmentKind } from './empanelments-page';
import { site } from './site';

/** How a bill is settled at one hospital for one row, as the checker answers it. */
export type CoverStatus = 'cashless' | 'reimbursement' | 'concession' | 'not-accepted';

/** What to bring to the insurance desk, by kind of cover, where a row does not say its own. */
export const BRING_BY_KIND: Record<EmpanelmentKind, readonly string[]> = {
  government: [
    'Your scheme card or e-card',
    'The patient’s Aadhaar card',
    'A referral, if your scheme asks for one (not needed in an emergency)',
    'Any papers about the illness: prescriptions and earlier reports',
  ],
  'public-sector': [
    'Your employee or pensioner identity card, and the patient’s dependant card',
    'The referral or permission letter from your employer’s medical officer (in an emergency, bring it within 48 hours)',
    'The patient’s Aadhaar card',
    'Any papers about the illness: prescriptions and earlier reports',
  ],
  hospital: [
    'Proof of your family’s income, such as a ration card or a BPL card',
    'The patient’s Aadhaar card',
    'Any papers about the illness: prescriptions and earlier reports',
  ],
  insurer: [
    'Your health insurance card or e-card, and the policy number',
    'Photo identity of the patient (Aadhaar, voter ID, PAN or passport), and of the policy holder if that is someone else',
    'The doctor’s advice for admission, and earlier reports',
    'For a planned admission, come 3 to 7 days ahead: the desk asks your insurer to approve it first (pre-authorisation)',
  ],
  tpa: [
    'Your TPA card, or the insurance card that names the TPA, and the policy number',
    'Photo identity of the patient (Aadhaar, voter ID, PAN or passport), and of the policy holder if that is someone else',
    'The doctor’s advice for admission, and earlier reports',
    'For a planned admission, come 3 to 7 days ahead: the desk asks the TPA to approve it first (pre-authorisation)',
  ],
};

/** What each status means at a hospital, said beside it. */
export const STATUS_WORDS: Record<CoverStatus, { label: string; text: string }> = {
  cashless: {
    label: 'Cashless',
    text: 'The insurance desk asks for approval and the bill goes to them: you pay only what your cover leaves out.',
  },
  reimbursement: {
    label: 'Reimbursement',
    text: 'You pay the bill, and claim it back with the discharge summary, bills and reports we give you.',
  },
  concession: {
    label: 'Concession',
    text: 'Our own scheme: the desk and our medical social worker check who qualifies.',
  },
  'not-accepted': {
    label: 'Not accepted here',
    text: 'This hospital is not on its panel: call the insurance desk before you come.',
  },
};

/** What happens at the desk, by how the bill is settled. */
export const STEPS_BY_SETTLEMENT: Record<'cashless' | 'reimbursement' | 'concession', string[]> = {
  cashless: [
    'Show your card and the patient’s identity at the insurance desk when you are admitted.',
    'The desk sends the doctor’s estimate for approval (pre-authorisation). After an emergency admission, it does so within 24 hours.',
    'At discharge the desk sends the final bill for approval, which takes 3 to 6 hours. You pay only what is not covered.',
  ],
  reimbursement: [
    'Tell your insurer or department about the admission within the time it sets, usually 24 to 48 hours.',
    'Pay the bill at discharge. We give you the discharge summary, the bills and the reports a claim needs.',
    'Send the claim with those papers. The insurance desk helps with forms and answers your insurer’s questions.',
  ],
  concession: [
    'Ask for the insurance desk or the medical social worker when you arrive.',
    'They check the family’s income papers and explain what the scheme covers.',
    'You pay the scheme’s rates, not the full bill.',
  ],
};

const OUR = `our hospitals`;

/** How a scheme page's description says the way a bill is settled. */
const SETTLEMENT_PHRASES = {
  cashless: 'for cashless treatment',
  reimbursement: 'for treatment you claim back',
  concession: 'at concession rates',
} as const;

/** About what a search result shows of a description; a scheme page's stays within it. */
const DESCRIPTION_MAX = 158;

/** The first of a description's versions, fullest first, that a search result shows whole. */
const fullestThatFits = (versions: readonly string[], shortest: string) =>
  versions.find((version) => version.length <= DESCRIPTION_MAX) ?? shortest;

export const coverChecker = {
  title: 'Am I covered here?',
  metaTitle: 'Am I Covered Here? Check Your Insurance or Government Scheme',
  metaDescription: `Type your insurer, TPA or scheme, like Ayushman, ECHS or Star Health, to see which ${site.brand} hospitals accept it, cashless or not, and what to bring.`,
  lead: 'Type the name on your card as you remember it, choose a city if you like, and see which of our hospitals accept it and what to bring.',
  form: {
    heading: 'Check your cover',
    coverLabel: 'Your insurer, TPA or scheme',
    coverHint: 'For example Ayushman, PMJAY, ECHS, CGHS or Star Health.',
    cityLabel: 'City',
    anyCity: 'Any of our cities',
    submitLabel: 'Check my cover',
  },
  /** The checker as a band on /empanelments and on each scheme's page. */
  band: {
    heading: 'Am I covered here?',
    text: 'Type your insurer, TPA or scheme as you remember it.',
  },
  answer: {
    heading: (name: string) => `${name} at our hospitals`,
    summary: (accepted: number, total: number, city: string | null) => {
      const where = city ? ` in ${city}` : '';
      if (accepted === 0) return `Not accepted at ${total === 1 ? 'our hospital' : OUR}${where}.`;
      if (accepted < total) return `Accepted at ${accepted} of our ${total} hospitals${where}.`;
      if (total === 1) return `Accepted at our hospital${where}.`;
      return `Accepted at ${total === 2 ? 'both' : `all ${total}`} of ${OUR}${where}.`;
    },
    elsewhereHeading: 'Accepted at our other hospitals',
    pageLink: (name: string) => `More about ${name} at our hospitals`,
    alsoMatched: 'Other names that match what you typed',
    receptionLabel: 'Reception',
    hospitalPageLabel: 'About this hospital',
  },
  choose: {
    heading: 'Which one is yours?',
    lead: 'More than one scheme or insurer matches what you typed. Choose the one on your card.',
  },
  notFound: {
    heading: 'We could not find that name',
    lead: 'Check the spelling, or try the short name on your card (such as CGHS or HDFC). If your insurer is not on our panel, you can still be treated here: you pay the bill and claim it back after discharge, and we give you every paper the claim needs.',
    tablesLink: 'See every scheme and insurer we accept',
  },
  invalid: {
    cover: 'Type the name of your insurer, TPA or scheme.',
    coverTooLong: 'Type at most 80 letters.',
  },
  bringHeading: 'What to bring to the insurance desk',
  stepsHeading: 'How it works',
  desk: {
    heading: 'Ask the insurance desk',
    text: 'Before a planned admission, call with your policy or scheme number: the desk confirms your cover for the treatment you need.',
    callLabel: 'Insurance desk',
  },
  schemePage: {
    /** Its breadcrumb's and h1's words: `{name}` at the brand. */
    heading: (name: string) => `${name} at ${site.brand}`,
    title: (name: string, cities: readonly string[]) =>
      cities.length > 0
        ? `${name} at ${site.brand}: ${cities.join(', ')}`
        : `${name} at ${site.brand}`,
    /**
     * `count` of our six hospitals accept it, in `cities` (already joined in words). A long name
     * or city list drops words to fit a search result: first the desk's line, then "in", then the
     * cities, which the count stands for (the desk's line returns where it then fits).
     */
    description: (
      name: string,
      settlement: 'cashless' | 'reimbursement' | 'concession',
      count: number,
      cities: string,
    ) => {
      const desk = 'What to bring, and the insurance desk’s number.';
      if (count === 0) {
        const notOnPanel = `${name} is not on the panel of our hospitals today. How to be treated and claim it back`;
        return fullestThatFits(
          [`${notOnPanel}, and the insurance desk’s number.`],
          `${notOnPanel}.`,
        );
      }
      const accepted = `${name} is accepted ${SETTLEMENT_PHRASES[settlement]} at ${count === 6 ? 'all six of our hospitals' : `${count} of our six hospitals`}`;
      return fullestThatFits(
        [
          `${accepted}, in ${cities}. ${desk}`,
          `${accepted}, in ${cities}.`,
          `${accepted}: ${cities}.`,
          `${accepted}. ${desk}`,
        ],
        `${accepted}.`,
      );
    },
    acceptedIn: (count: number, cities: string) =>
      count === 0
        ? 'Not on our panel today'
        : count === 6
          ? 'Accepted at all six of our hospitals'
          : `Accepted in ${cities}`,
    previewFooter: 'Where it is accepted · What to bring · The insurance desk',
    lead: (kindLabel: string) =>
      `${kindLabel}. Where it is accepted, what to bring, and how the insurance desk arranges it.`,
    answerHeading: 'Where it is accepted',
    otherCheck: 'Check another insurer or scheme',
  },
} as const;
