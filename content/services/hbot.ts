import { defineServiceEntry } from './types';

export const hbotService = defineServiceEntry({
  slug: 'hbot',
  menu: { label: 'HBOT', places: { services: 5, 'footer-patients': 9 } },
  title: 'Hyperbaric Oxygen Therapy (HBOT)',
  metaTitle: 'Hyperbaric Oxygen Therapy (HBOT) for Wounds, Burns and More',
  metaDescription:
    'Hyperbaric oxygen therapy helps diabetic foot ulcers, burns and slow-healing wounds. Who it helps, what a 60 to 90 minute session is like and how to prepare.',
  lead: 'Breathing pure oxygen in a pressurised chamber, in sessions of 60 to 90 minutes, to help wounds heal that have not healed with dressings alone.',
  banner: {
    src: '/images/services/hbot.svg',
    alt: 'Illustration of a hyperbaric oxygen chamber with round windows beside its control panel',
    width: 1200,
    height: 800,
  },
  intro: [
    'In hyperbaric oxygen therapy (HBOT) you lie in a comfortable chamber with wide windows while the pressure inside is slowly raised and you breathe pure oxygen. Under pressure, the blood carries many times more oxygen than usual, reaching tissue where the circulation is poor.',
    'The extra oxygen helps the body fight infection and grow new blood vessels and skin. It is used alongside wound care, antibiotics and surgery, not instead of them, and is planned by the foot and wound care team with your own doctor.',
    'Each session lasts 60 to 90 minutes, and most people need a course of sessions on weekdays over several weeks.',
  ],
  highlights: {
    heading: 'Why HBOT with us',
    items: [
      {
        title: 'Part of wound care',
        text: 'HBOT is given with dressings, offloading and surgery by the foot and wound care team, so each part helps the others.',
      },
      {
        title: 'Watched throughout',
        text: 'A trained technician stays beside the chamber for the whole session, and a doctor is always in the unit.',
      },
      {
        title: 'Progress you can see',
        text: 'Wounds are measured and photographed every week, so you and your doctor can see whether the treatment is working.',
      },
    ],
  },
  sections: [
    {
      kind: 'about-list',
      heading: 'Who HBOT can help',
      lead: 'A doctor assesses every patient first; HBOT is advised only where it is known to help.',
      groups: [
        {
          heading: 'Wounds and infections',
          points: [
            'Diabetic foot ulcers that have not healed in four weeks',
            'Slow-healing wounds after surgery or injury',
            'Serious soft-tissue infections, alongside surgery and antibiotics',
            'Skin grafts and flaps at risk of failing',
          ],
        },
        {
          heading: 'Other conditions',
          points: [
            'Burns, to reduce swelling and help healing',
            'Tissue damage after radiotherapy for cancer',
            'Carbon monoxide poisoning, for example from a coal heater in a closed room',
            'Sudden hearing loss, when started early',
          ],
        },
      ],
    },
    {
      kind: 'table',
      heading: 'How many sessions',
      lead: 'Your doctor sets the course and reviews it every week.',
      caption: 'Typical courses of hyperbaric oxygen therapy',
      columns: [
        { label: 'Condition' },
        { label: 'Session length' },
        { label: 'Usual number of sessions' },
      ],
      rowHeaders: true,
      rows: [
        ['Diabetic foot ulcer', '90 minutes', '20 to 40'],
        ['Radiation tissue damage', '90 minutes', '30 to 40'],
        ['Skin graft or flap at risk', '60 to 90 minutes', '10 to 20'],
        ['Burns', '90 minutes', 'Varies with the burn'],
        ['Carbon monoxide poisoning', '90 minutes', '1 to 3'],
      ],
      note: 'Sessions are usually given once a day, five days a week.',
    },
    {
      kind: 'accordion',
      heading: 'A session, step by step',
      items: [
        {
          title: 'Before you go in',
          paragraphs: [
            'A nurse checks your blood pressure, temperature and, if you have diabetes, your blood sugar. You change into cotton clothes we give you.',
          ],
        },
        {
          title: 'Pressurising',
          paragraphs: [
            'The pressure rises slowly over about ten minutes. Your ears may feel full, as in an aeroplane; swallowing, yawning or gently pinching your nose and blowing clears them.',
          ],
        },
        {
          title: 'Breathing oxygen',
          paragraphs: [
            'You lie back and breathe normally. You can talk to the technician through the intercom, listen to music or sleep. The whole session lasts 60 to 90 minutes.',
          ],
        },
        {
          title: 'Coming out',
          paragraphs: [
            'The pressure is lowered slowly and you step out. Most people feel normal straight away and can go home, drive or go to work.',
          ],
        },
      ],
    },
    {
      kind: 'prose',
      heading: 'Preparing for HBOT',
      paragraphs: [
        'Oxygen under pressure makes some things unsafe in the chamber, so please leave them outside.',
      ],
      points: [
        'No phones, watches, lighters, hearing aids or battery devices',
        'No oil, hair cream, make-up, perfume or deodorant on the day',
        'Eat a light meal before your session, and take your usual medicines',
        'Tell us if you have a cold, a fever or a blocked nose: we may postpone the session',
        'Stop smoking: it reduces the oxygen reaching your wound',
      ],
    },
  ],
  teamCategory: 'Foot & Wound Care',
  faq: {
    heading: 'Questions about hyperbaric oxygen therapy',
    layout: 'two-column',
    items: [
      {
        question: 'How long does each session take?',
        answer: [
          'Each session lasts 60 to 90 minutes, plus about 15 minutes for the checks before you go in. Plan to spend about two hours at the hospital.',
        ],
      },
      {
        question: 'Does HBOT hurt?',
        answer: [
          'No. The only feeling most people notice is fullness in the ears while the pressure changes, which clears by swallowing. Tell the technician if it does not, and they will slow down.',
        ],
      },
      {
        question: 'Is HBOT safe?',
        answer: [
          'Yes, when given under medical supervision. Side effects are uncommon: ear discomfort, and sometimes short-lived blurring of near vision during a long course, which recovers after the course ends.',
        ],
      },
      {
        question: 'Who should not have HBOT?',
        answer: [
          'People with certain lung conditions, an untreated collapsed lung, or some chemotherapy medicines may not be able to have it. The doctor checks this at your first visit.',
        ],
      },
      {
        question: 'I feel closed in easily. Can I still have it?',
        answer: [
          'Usually, yes. The chamber has wide windows, you can see and talk to the technician all the time, and you can visit it before your first session. Tell us your worries and we will go at your pace.',
        ],
      },
      {
        question: 'Is HBOT covered by insurance?',
        answer: [
          'Many policies cover it for approved conditions such as diabetic foot ulcers, especially during an admission. Our insurance desk can check your policy before you start.',
        ],
      },
    ],
  },
  callToAction: {
    heading: 'Ask whether HBOT can help you',
    text: 'Call the appointment line to book an assessment with the foot and wound care team.',
    phone: 'appointment',
  },
});
