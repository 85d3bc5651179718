import { defineServiceEntry } from './types';

export const billingInfoService = defineServiceEntry({
  slug: 'billing-info',
  menu: { label: 'Billing Information', places: { 'footer-patients': 10 } },
  title: 'Billing Information',
  metaTitle: 'Billing Information: Estimates, Deposits, Payments and Refunds',
  metaDescription:
    'How hospital bills work at our hospitals: estimates before treatment, deposits, daily bill updates, ways to pay, the final bill at discharge and refunds.',
  lead: 'Clear bills, explained before and during your stay, so that there are no surprises at discharge.',
  banner: {
    src: '/images/services/billing-info.svg',
    alt: 'Illustration of an itemised hospital bill beside a payment card',
    width: 1200,
    height: 800,
  },
  intro: [
    'A hospital bill brings together many charges: the room, doctors’ visits, operations, medicines, tests and consumables. We want you to understand it before you are asked to pay it.',
    'Before a planned admission or operation the billing desk gives you a written estimate. During your stay you can ask for an up-to-date bill at any time, and at discharge the final bill lists every item, with a person at the counter to go through it with you.',
    'Billing counters are open 24 hours at every hospital, next to the admissions desk.',
  ],
  sections: [
    {
      kind: 'accordion',
      heading: 'Your bill, from admission to discharge',
      items: [
        {
          title: 'Estimate',
          paragraphs: [
            'For planned treatment, ask the billing desk for a written estimate once your doctor has advised admission. It is based on the room you choose and the usual stay for your treatment, and is an estimate, not a fixed price.',
          ],
        },
        {
          title: 'Deposit at admission',
          paragraphs: [
            'A deposit is usually asked for at admission. The amount depends on the room and the treatment and is shown in your estimate. It is adjusted against the final bill. In an emergency, treatment starts first and the deposit is taken later.',
          ],
        },
        {
          title: 'During your stay',
          paragraphs: [
            'You can ask for an interim bill at any time. For longer stays we share it every few days, and may ask for a top-up payment if the bill has gone well past the deposit.',
          ],
        },
        {
          title: 'At discharge',
          paragraphs: [
            'Once the doctor signs the discharge, the final bill is prepared, usually within two hours (longer for cashless insurance, which needs the insurer’s approval). You receive the itemised bill, the receipts and the discharge summary together.',
          ],
        },
      ],
    },
    {
      kind: 'about-list',
      heading: 'What a bill includes',
      lead: 'Charges are grouped so you can see where each rupee has gone.',
      groups: [
        {
          heading: 'Usually in your bill',
          points: [
            'Room or bed charges per day, including nursing care and meals for the patient',
            'Visits and procedures by your doctors',
            'Operation theatre, anaesthesia and equipment charges',
            'Medicines and consumables used for you',
            'Laboratory tests, scans and blood products',
          ],
        },
        {
          heading: 'Charged separately',
          points: [
            'Meals for attendants',
            'Personal items such as toiletries',
            'Ambulance transport',
            'Copies of medical records requested later',
          ],
        },
      ],
    },
    {
      kind: 'table',
      heading: 'Ways to pay',
      caption: 'Payment methods accepted at our billing counters',
      columns: [
        { label: 'Method' },
        { label: 'Deposit' },
        { label: 'Final bill' },
        { label: 'Refund' },
      ],
      rowHeaders: true,
      rows: [
        ['UPI', true, true, false],
        ['Debit or credit card', true, true, false],
        ['Bank transfer (NEFT or RTGS)', true, true, true],
        ['Demand draft', true, true, false],
        ['Cash', true, true, false],
      ],
      note: 'Cash payments follow the legal limits on cash transactions. Refunds go to the patient’s bank account.',
    },
    {
      kind: 'prose',
      heading: 'Refunds',
      paragraphs: [
        'If your deposit is more than the final bill, the difference is refunded. Give the billing counter a cancelled cheque or your bank details in the patient’s name; the money reaches your account within 7 to 10 working days.',
        'If you have a question about a charge after you have gone home, call the appointment line and ask for the billing desk, with your bill number ready.',
      ],
    },
  ],
  faq: {
    heading: 'Questions about bills and payments',
    layout: 'single',
    items: [
      {
        question: 'Do I have to pay a deposit before admission?',
        answer: [
          'A deposit is usually required at a planned admission; the billing desk tells you the amount when it gives you the estimate. In an emergency, treatment is never delayed for a deposit.',
        ],
      },
      {
        question: 'Why is my final bill different from the estimate?',
        answer: [
          'An estimate assumes the usual course of treatment. A longer stay, a change of room, extra tests or a complication changes the bill. The billing desk can show you which items differ.',
        ],
      },
      {
        question: 'Can I see my bill before discharge?',
        answer: [
          'Yes. Ask the nurse or the billing counter for an interim bill at any time during your stay.',
        ],
      },
      {
        question: 'How long does a refund take?',
        answer: [
          'Refunds reach the patient’s bank account within 7 to 10 working days of discharge, once we have the bank details.',
        ],
      },
      {
        question: 'Can I pay in instalments?',
        answer: [
          'For long treatments, the billing desk can agree a schedule of payments with you. Ask early in the stay, not at discharge.',
        ],
      },
    ],
  },
  callToAction: {
    heading: 'A question about your bill?',
    text: 'Call the appointment line and ask for the billing desk. Keep your bill or admission number ready.',
    phone: 'appointment',
  },
});
