import { coverCheckPath } from '@/content/routes';
import { coverChecker } from '@/content/cover-checker';
import { defineServiceEntry } from './types';

export const insuranceAndTpaService = defineServiceEntry({
  slug: 'insurance-&-tpa',
  menu: { label: 'Insurance & TPA', places: { 'footer-patients': 11 } },
  title: 'Insurance & TPA',
  metaTitle: 'Insurance & TPA: Cashless Treatment and Reimbursement Claims',
  metaDescription:
    'How cashless treatment and reimbursement claims work at our hospitals, the documents to bring, and the government, insurance and corporate schemes we accept.',
  lead: 'Our insurance desk helps you use your health insurance, government scheme or company cover, so you can think about getting better rather than about paperwork.',
  banner: {
    src: '/images/services/insurance-and-tpa.svg',
    alt: 'Illustration of a policy document beside a shield marked with a medical cross',
    width: 1200,
    height: 800,
  },
  intro: [
    'Most health insurance in India is handled through a third-party administrator (TPA): a company that checks claims and approves payment on behalf of the insurer. Our hospitals work with the insurers and TPAs listed on our Empanelments page, and with government schemes, public-sector undertakings and many employers.',
    'Every hospital has an insurance desk near admissions, open from 9 am to 7 pm, Monday to Saturday, with a member of the team on call for emergency admissions at other times. The desk checks your cover, sends the papers to your insurer or TPA, and keeps you informed until the claim is settled.',
  ],
  sections: [
    {
      kind: 'tabs',
      heading: 'Cashless or reimbursement',
      lead: 'There are two ways your insurance can pay for a hospital stay.',
      tabs: [
        {
          label: 'Cashless',
          paragraphs: [
            'If your insurer or TPA is on our panel, the insurance desk asks them to approve your treatment before or at admission. Once approved, they pay the hospital directly and you pay only what the policy does not cover, such as non-medical items, a room above your entitlement, or a co-payment.',
          ],
          points: [
            'Planned admissions: apply 3 to 7 days ahead',
            'Emergency admissions: the request is sent within 24 hours of admission',
            'Approval usually comes in a few hours; at discharge the final approval takes 3 to 6 hours',
          ],
        },
        {
          label: 'Reimbursement',
          paragraphs: [
            'If your insurer is not on our panel, or cashless approval is not given, you pay the hospital bill yourself and claim the money back from your insurer after discharge. We give you every paper you need for the claim.',
          ],
          points: [
            'Tell your insurer about the admission within the time the policy sets, usually 24 to 48 hours',
            'Send the claim with original bills and reports, usually within 15 to 30 days of discharge',
            'Keep photocopies of everything you send',
          ],
        },
      ],
    },
    {
      kind: 'table',
      heading: 'Kinds of cover we accept',
      lead: 'Which scheme is accepted at which of our hospitals is listed on the Empanelments page, and the insurance desk will confirm it for you.',
      caption: 'Kinds of cover and how each is used at our hospitals',
      columns: [
        { label: 'Kind of cover' },
        { label: 'Who it is for' },
        { label: 'Cashless' },
        { label: 'What to bring' },
      ],
      rowHeaders: true,
      rows: [
        [
          'Government schemes',
          'Families enrolled in central or state government health schemes',
          true,
          'Scheme card or e-card, Aadhaar card',
        ],
        [
          'Public-sector undertakings',
          'Employees and pensioners of public-sector organisations with a tie-up',
          true,
          'Referral letter from the employer, employee identity card',
        ],
        [
          'Private health insurance (through TPA)',
          'Anyone with an individual or family health policy',
          true,
          'Policy or TPA card, photo identity',
        ],
        [
          'Corporate tie-ups',
          'Employees of companies with an agreement with our hospitals',
          true,
          'Company identity card or authorisation letter',
        ],
        [
          'Policies not on our panel',
          'Anyone whose insurer or TPA has no agreement with us',
          false,
          'Policy papers, to claim reimbursement after discharge',
        ],
      ],
      note: 'Aman Ki Asha, the hospital’s own scheme for families in need, charges a nominal Rs 800 a day including diet, with 50% off surgery and ICU stay. Ask the insurance desk whether you qualify.',
    },
    {
      kind: 'about-list',
      heading: 'Documents for the insurance desk',
      lead: 'Bring originals and one photocopy of each. Missing papers are the most common reason for delay.',
      groups: [
        {
          heading: 'At admission',
          points: [
            'Insurance policy, TPA card or scheme card',
            'Photo identity of the patient (Aadhaar, PAN, voter card or passport)',
            'Photo identity of the policy holder, if someone else',
            'The doctor’s advice for admission and earlier reports',
            'Employer’s letter, for corporate and public-sector cover',
          ],
        },
        {
          heading: 'For a reimbursement claim',
          points: [
            'Claim form, filled and signed',
            'Discharge summary and final bill with its break-up',
            'Payment receipts',
            'All investigation reports, prescriptions and pharmacy bills',
            'A cancelled cheque for the bank transfer',
          ],
        },
      ],
    },
    {
      kind: 'accordion',
      heading: 'A cashless admission, step by step',
      items: [
        {
          title: 'Show your card at admission',
          paragraphs: [
            'Give your insurance card and identity to the admissions counter. The insurance desk checks that your insurer or scheme is on our panel and what your policy covers.',
          ],
        },
        {
          title: 'Pre-authorisation',
          paragraphs: [
            'We send the request, with the doctor’s estimate of the treatment, to your insurer or TPA. While it is pending, a refundable deposit may be asked for; it is adjusted in the final bill.',
          ],
        },
        {
          title: 'During your stay',
          paragraphs: [
            'If the treatment changes, for example an operation is added or the stay is longer, we ask the insurer for an enhancement, and tell you.',
          ],
        },
        {
          title: 'At discharge',
          paragraphs: [
            'We send the final bill and discharge summary for approval. You pay only the amount the policy does not cover, and receive a copy of every paper for your records.',
          ],
        },
      ],
    },
  ],
  faq: {
    heading: 'Questions about insurance and claims',
    layout: 'single',
    items: [
      {
        question: 'How do I know if my insurance is accepted?',
        answer: [
          'Type its name into “Am I covered here?” on the Empanelments page: it tells you which of our hospitals accept it, cashless or by reimbursement, and what to bring. Or call the appointment line and ask for the insurance desk with your policy number ready.',
        ],
      },
      {
        question: 'Why do I have to pay anything if I have cashless cover?',
        answer: [
          'Policies do not cover everything. Non-medical items (such as toiletries, attendant meals and registration), a room above your entitlement, co-payments and deductibles are paid by you. The desk explains these before discharge.',
        ],
      },
      {
        question: 'Is outpatient treatment covered?',
        answer: [
          'Most policies cover only hospital stays, and day-care procedures such as dialysis, chemotherapy and cataract surgery. Some policies and corporate tie-ups cover consultations and tests; check yours with the desk.',
        ],
      },
      {
        question: 'What if my cashless request is turned down?',
        answer: [
          'Treatment continues. You pay the bill and can claim reimbursement from your insurer after discharge; the desk gives you every paper you need and tells you why the request was declined.',
        ],
      },
      {
        question: 'Can a family member handle the insurance papers?',
        answer: [
          'Yes. A family member can deal with the insurance desk on the patient’s behalf, with the patient’s and their own photo identity.',
        ],
      },
    ],
  },
  callToAction: {
    heading: 'Check your cover before you come',
    text: 'Type the name of your scheme or insurer to see which of our hospitals accept it, or call the appointment line and ask for the insurance desk. Keep your policy or scheme card in hand.',
    phone: 'appointment',
    next: { label: coverChecker.title, href: coverCheckPath() },
  },
});
