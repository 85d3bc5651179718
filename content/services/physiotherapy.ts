import { defineServiceEntry } from './types';

export const physiotherapyService = defineServiceEntry({
  slug: 'physiotherapy',
  menu: { label: 'Physiotherapy', places: { services: 2 } },
  title: 'Physiotherapy and Rehabilitation',
  metaTitle: 'Physiotherapy and Rehabilitation After Injury, Surgery or Stroke',
  metaDescription:
    'Physiotherapy for back and neck pain, sports injuries, joint replacement, stroke and children. Your first visit, what to wear and how long a programme lasts.',
  lead: 'Exercise-based treatment that helps you move, walk and work again after an injury, an operation or a stroke, planned with you and your doctor.',
  banner: {
    src: '/images/services/physiotherapy.svg',
    alt: 'Illustration of a physiotherapy room with parallel walking bars, an exercise ball and a dumbbell',
    width: 1200,
    height: 800,
  },
  intro: [
    'Physiotherapy treats pain and stiffness and restores strength and balance through exercise, hands-on treatment and advice. It is often the main treatment for back and neck pain, and an essential part of recovery after a fracture, a joint replacement, a spine operation or a stroke.',
    'Our physiotherapists work in the wards, the intensive care units and the outpatient gyms of our hospitals. They start with patients in bed, often the day after an operation, and continue in the gym after discharge until the patient can manage on their own.',
    'You can come on the advice of one of our doctors or another doctor, or book directly if you have pain that limits your daily life.',
  ],
  highlights: {
    heading: 'Why choose physiotherapy with us',
    items: [
      {
        title: 'One plan from ward to home',
        text: 'The same team follows you from the bedside to the outpatient gym, working with your surgeon or physician.',
      },
      {
        title: 'Time with your therapist',
        text: 'Each session is one-to-one for 30 to 45 minutes, with exercises you can repeat at home.',
      },
      {
        title: 'Families taught, too',
        text: 'We show family members how to help safely at home, especially after a stroke or for older patients.',
      },
    ],
  },
  sections: [
    {
      kind: 'tabs',
      heading: 'Who we help',
      tabs: [
        {
          label: 'Back, neck and joint pain',
          paragraphs: [
            'For slipped disc, sciatica, cervical spondylosis, frozen shoulder and knee arthritis we combine exercises, manual therapy and, where it helps, heat, ultrasound or electrical nerve stimulation. Most people notice less pain within two to three weeks.',
          ],
        },
        {
          label: 'After surgery',
          paragraphs: [
            'After a knee or hip replacement we help you stand and walk, usually on the day after the operation, and guide you through the exercises that decide how well the new joint bends. We also treat patients after fracture fixation, spine and ligament surgery.',
          ],
        },
        {
          label: 'Stroke and nerve conditions',
          paragraphs: [
            'Early, regular therapy after a stroke, a head or spinal cord injury, or in Parkinson’s disease helps recover movement, balance and independence in daily tasks such as dressing, eating and climbing stairs.',
          ],
        },
        {
          label: 'Sports injuries',
          paragraphs: [
            'For sprains, muscle tears and ligament injuries, we plan a return to the field step by step, with strength, balance and sport-specific training, in step with the sports injury surgeons.',
          ],
        },
        {
          label: 'Children',
          paragraphs: [
            'For children with cerebral palsy, delayed walking, club foot or after orthopaedic surgery, we make therapy a game and teach parents the exercises for home.',
          ],
        },
      ],
    },
    {
      kind: 'table',
      heading: 'How long a programme lasts',
      lead: 'Every programme is planned for the person, so these are only typical figures.',
      caption: 'Typical physiotherapy programmes by condition',
      columns: [{ label: 'Condition' }, { label: 'Sessions a week' }, { label: 'Usual length' }],
      rowHeaders: true,
      rows: [
        ['Low back or neck pain', '3', '3 to 6 weeks'],
        ['Knee replacement', '3 to 5', '6 to 8 weeks'],
        ['Frozen shoulder', '3', '8 to 12 weeks'],
        ['Ligament reconstruction of the knee', '3', '4 to 6 months, reducing over time'],
        ['Stroke', '5 to 6', '3 months or more'],
      ],
    },
    {
      kind: 'accordion',
      heading: 'Your first visit',
      items: [
        {
          title: 'Assessment',
          paragraphs: [
            'The physiotherapist asks about your pain or difficulty and your daily work, then checks your movement, strength and posture. The first visit takes about an hour.',
          ],
        },
        {
          title: 'Your plan',
          paragraphs: [
            'Together you agree on goals, such as walking without a stick or lifting your arm to comb your hair, and on how many sessions you are likely to need.',
          ],
        },
        {
          title: 'Treatment and home exercises',
          paragraphs: [
            'Treatment begins the same day. You leave with a short set of exercises to do at home, written or on your phone.',
          ],
        },
        {
          title: 'What to wear and bring',
          paragraphs: ['Comfortable clothes let us see and move the part being treated.'],
          points: [
            'Loose trousers or a tracksuit, and flat shoes',
            'Shorts for knee problems, a sleeveless top or vest for shoulder problems',
            'Your doctor’s note, operation notes and any X-ray or MRI reports',
          ],
        },
      ],
    },
  ],
  teamCategory: 'Physiotherapy & Rehabilitation',
  faq: {
    heading: 'Questions about physiotherapy',
    layout: 'two-column',
    items: [
      {
        question: 'Do I need a doctor’s referral?',
        answer: [
          'No. You can book directly. If the physiotherapist finds something that needs a doctor’s opinion first, such as weakness in a leg or a recent injury, they will arrange it.',
        ],
      },
      {
        question: 'Will physiotherapy hurt?',
        answer: [
          'Some exercises may feel uncomfortable, and you may feel a little sore the next day, but treatment should not cause sharp pain. Tell your therapist, who will adjust it.',
        ],
      },
      {
        question: 'How soon after an operation does physiotherapy start?',
        answer: [
          'Usually the same day or the day after. Moving early prevents stiffness, chest infections and clots in the legs, and shortens the stay in hospital.',
        ],
      },
      {
        question: 'Can physiotherapy be done at home?',
        answer: [
          'For patients who cannot travel, such as after a stroke, a physiotherapist can visit at home in the towns near our hospitals. Call the appointment line to ask.',
        ],
      },
      {
        question: 'Is physiotherapy covered by insurance?',
        answer: [
          'Physiotherapy during a hospital stay is usually covered. Outpatient sessions depend on your policy; our insurance desk can check it for you.',
        ],
      },
      {
        question: 'How many sessions will I need?',
        answer: [
          'It depends on the condition and on how regularly you do your home exercises. Your physiotherapist gives you an estimate at the first visit and reviews it as you improve.',
        ],
      },
    ],
  },
  callToAction: {
    heading: 'Book a physiotherapy assessment',
    text: 'Call the appointment line to book your first visit at the hospital nearest to you.',
    phone: 'appointment',
  },
});
