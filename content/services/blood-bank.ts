import { defineServiceEntry } from './types';

export const bloodBankService = defineServiceEntry({
  slug: 'blood-bank',
  menu: { label: 'Blood Bank', places: { services: 7 } },
  title: 'Blood Bank',
  metaTitle: 'Blood Bank: Safe Blood, Day and Night, and Blood Donation',
  metaDescription:
    'Tested blood and blood components for patients 24 hours a day, and a welcoming place to donate blood: who can donate, what to expect and how long blood keeps.',
  lead: 'Safe, tested blood for our patients around the clock, and a calm, friendly place for the donors who make it possible.',
  banner: {
    src: '/catalogue/events/world-blood-donor-day-blood-donation-drive-1.svg',
    alt: 'Illustration of a blood donation drive',
    width: 1200,
    height: 800,
  },
  intro: [
    'Our blood bank collects blood from voluntary donors, tests every unit and keeps it ready for the patients who need it: after an accident, during an operation or a difficult childbirth, and in treatment for cancer, thalassaemia or severe dengue.',
    'Each donation is separated into red cells, plasma and platelets. One donor can then help more than one patient, and each patient receives only the part of the blood they need.',
  ],
  highlights: {
    heading: 'Why patients and doctors rely on our blood bank',
    items: [
      {
        title: 'Open 24 hours',
        text: 'Blood is issued day and night for emergencies, operations and childbirth.',
      },
      {
        title: 'Every unit tested',
        text: 'Each donation is screened for HIV, hepatitis B, hepatitis C, syphilis and malaria before it is used.',
      },
      {
        title: 'The right component',
        text: 'Red cells, plasma and platelets are prepared separately, so each patient gets what they need.',
      },
    ],
  },
  sections: [
    {
      kind: 'table',
      heading: 'How long blood keeps',
      lead: 'Each part of a donation is stored in its own way, and for its own length of time.',
      caption: 'Storage and shelf life of blood components',
      columns: [{ label: 'Component' }, { label: 'Stored at' }, { label: 'Keeps for' }],
      rowHeaders: true,
      rows: [
        ['Whole blood', '2 to 6 °C', 'Up to 35 days'],
        ['Red cells', '2 to 6 °C', 'Up to 42 days'],
        ['Platelets', '20 to 24 °C, gently shaken', 'Up to 5 days'],
        ['Fresh frozen plasma', '−30 °C or colder', 'Up to 1 year'],
      ],
      note: 'Platelets keep for only five days, which is why regular donors matter so much.',
    },
    {
      kind: 'about-list',
      heading: 'Who can donate blood',
      lead: 'A doctor checks every donor before the donation, so if you are unsure, come and ask.',
      groups: [
        {
          heading: 'You can usually donate if you',
          points: [
            'are between 18 and 65 years old',
            'weigh 45 kg or more',
            'have a haemoglobin of 12.5 g/dL or more (we test it on the spot)',
            'feel well today and have eaten in the last few hours',
          ],
        },
        {
          heading: 'Please wait before donating if you',
          points: [
            'gave blood in the last three months (four months for women)',
            'had a tattoo or a piercing in the last twelve months',
            'are pregnant, or had a baby in the last year',
            'have a fever, or are taking antibiotics',
          ],
        },
      ],
    },
    {
      kind: 'accordion',
      heading: 'Giving blood, step by step',
      lead: 'The whole visit takes about 45 minutes; the donation itself about ten.',
      items: [
        {
          title: 'Registration',
          paragraphs: [
            'Bring a photo identity. You fill in a short form about your health, which stays confidential.',
          ],
        },
        {
          title: 'Health check',
          paragraphs: [
            'A doctor checks your weight, blood pressure, pulse and haemoglobin, and answers any question you have.',
          ],
        },
        {
          title: 'Donation',
          paragraphs: [
            'You lie back on a donor couch. A new, sterile, single-use needle and bag are used for every donor, and 350 to 450 ml of blood is collected, depending on your weight.',
          ],
        },
        {
          title: 'Rest and refreshments',
          paragraphs: ['Rest for 10 to 15 minutes and have a drink and a snack before you leave.'],
          points: [
            'Drink plenty of water for the rest of the day',
            'Avoid heavy exercise and lifting until tomorrow',
            'Keep the dressing on for a few hours',
          ],
        },
      ],
    },
  ],
  faq: {
    heading: 'Questions about blood and donation',
    layout: 'two-column',
    items: [
      {
        question: 'How does a patient admitted with you get blood?',
        answer: [
          'The treating doctor sends a request with a sample of the patient’s blood. We match it with a donor unit and issue it to the ward. Families are welcome to donate to keep our stocks up, but a patient’s treatment never waits for a replacement donor.',
        ],
      },
      {
        question: 'How long can donated blood be kept?',
        answer: [
          'Whole blood keeps for up to 35 days, red cells for up to 42 days and platelets for only 5 days, each stored at its own temperature.',
        ],
      },
      {
        question: 'Is it safe to donate blood?',
        answer: [
          'Yes. A new sterile needle and bag are used for every donor and thrown away afterwards, so there is no risk of catching an infection by donating.',
        ],
      },
      {
        question: 'How often can I donate?',
        answer: [
          'Men can give whole blood once every three months and women once every four months. Your body replaces the fluid within a day or two and the red cells in four to eight weeks.',
        ],
      },
      {
        question: 'Should I come on an empty stomach?',
        answer: [
          'No. Eat a light meal and drink water before you come. Donating on an empty stomach makes you more likely to feel faint.',
        ],
      },
      {
        question: 'Can I donate if I take medicines?',
        answer: [
          'Often, yes: many people on tablets for blood pressure or thyroid can donate. Bring the names of your medicines and the doctor will tell you on the day.',
        ],
      },
    ],
  },
  callToAction: {
    heading: 'Need blood urgently?',
    text: 'Call us at any hour and the blood bank team will tell you what to bring and where to come.',
    phone: 'emergency',
  },
});
