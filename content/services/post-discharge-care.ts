import { defineServiceEntry } from './types';

export const postDischargeCareService = defineServiceEntry({
  slug: 'post-discharge-care',
  menu: { label: 'Post-Discharge Care', places: { 'footer-patients': 7 } },
  title: 'Post-Discharge Care',
  metaTitle: 'Post-Discharge Care: Recovery at Home and Follow-Up Visits',
  metaDescription:
    'What happens after you leave hospital: your discharge summary, medicines, follow-up visits, home care, warning signs that need a doctor, and who to call.',
  lead: 'Going home is part of treatment. We make sure you know what to do, what to watch for and whom to call.',
  banner: {
    src: '/images/services/post-discharge-care.svg',
    alt: 'Illustration of a home with a heart on it beside a medicine bottle and a phone showing a heartbeat',
    width: 1200,
    height: 800,
  },
  intro: [
    'Recovery continues for days or weeks after you leave hospital. Before you go, a nurse sits with you and your family to go through the discharge summary, your medicines, your diet and activity, the care of any wound, and the date of your first follow-up visit.',
    'After you are home, the ward team calls within two days to ask how you are, answer questions and remind you of your follow-up. For patients who need it, our nurses and physiotherapists can visit at home, and sample collection and medicine delivery can be arranged.',
  ],
  sections: [
    {
      kind: 'prose',
      heading: 'What you take home',
      paragraphs: [
        'Keep these papers together in one folder and bring it to every follow-up visit and to any other doctor you see.',
      ],
      points: [
        'The discharge summary: your diagnosis, the treatment you had and the results of your tests',
        'The list of medicines, with the dose and time of each, and which old medicines to stop',
        'Instructions for diet, activity, bathing and the care of any wound or stitches',
        'The date, time and place of your first follow-up visit',
        'Scans, reports and the bill, with its receipts',
      ],
    },
    {
      kind: 'tabs',
      heading: 'Recovering at home',
      lead: 'Advice for some of the most common reasons for a hospital stay. Your own discharge summary comes first.',
      tabs: [
        {
          label: 'After an operation',
          paragraphs: [
            'Keep the wound clean and dry, and change the dressing only as you were shown. Walk a little several times a day from the first day home; it prevents clots and chest infections. Avoid lifting heavy weights until your surgeon says you can.',
          ],
        },
        {
          label: 'After a heart attack or stent',
          paragraphs: [
            'Never miss the blood-thinning tablets, even for a day, unless your cardiologist tells you to stop. Walk daily, increasing slowly, and ask about our cardiac rehabilitation sessions. No smoking, ever.',
          ],
        },
        {
          label: 'New mothers and babies',
          paragraphs: [
            'Feed your baby on demand, at least 8 times a day, and keep the cord dry. Bring the baby for vaccinations on the dates on the card. Rest, eat well, and tell us if you feel very low or anxious; it is common and treatable.',
          ],
        },
        {
          label: 'Older patients',
          paragraphs: [
            'Falls are common in the first weeks home. Keep a light on at night, remove loose rugs, use the walking aid you were given and have someone nearby for bathing. Give medicines from a pill box set up weekly by a family member.',
          ],
        },
      ],
    },
    {
      kind: 'table',
      heading: 'Follow-up visits',
      lead: 'Typical timings. The date in your discharge summary is the one to follow.',
      caption: 'Usual follow-up visits after common treatments',
      columns: [{ label: 'Treatment' }, { label: 'First visit' }, { label: 'Later visits' }],
      rowHeaders: true,
      rows: [
        ['Most operations', 'Day 7 to 10, for stitches or wound check', 'At 6 weeks'],
        ['Joint replacement', 'Day 14, for stitch removal', 'At 6 weeks, 3 months and 1 year'],
        ['Heart attack or stent', 'Within 1 week', 'At 1 month, then every 3 to 6 months'],
        ['Caesarean or normal delivery', 'Day 7', 'At 6 weeks, for mother and baby'],
        ['Burns', 'Every 2 to 3 days for dressings', 'Until healed, then for scar care'],
      ],
      note: 'Bring your discharge folder to each visit, and book it a few days ahead on the appointment line.',
    },
    {
      kind: 'about-list',
      heading: 'Come to the emergency straight away if',
      lead: 'Do not wait for your follow-up date. Call the emergency number or come to the nearest of our emergency departments.',
      groups: [
        {
          points: [
            'You have chest pain, breathlessness or a fast heartbeat',
            'You have a fever above 101 °F, or shivering',
            'The wound becomes red, swollen, hot or leaks pus',
            'You have new weakness of the face, arm or leg, or trouble speaking',
            'A leg becomes swollen and painful',
            'You are bleeding, vomiting repeatedly or cannot pass urine',
          ],
        },
      ],
    },
  ],
  faq: {
    heading: 'Questions about care after discharge',
    layout: 'single',
    items: [
      {
        question: 'Whom do I call if I have a question after going home?',
        answer: [
          'Call the appointment line for questions about medicines, dressings or follow-up. For anything urgent, such as the warning signs on this page, call the emergency number at any hour.',
        ],
      },
      {
        question: 'Can a nurse or physiotherapist visit me at home?',
        answer: [
          'Yes, in the towns near our hospitals. Ask the ward nurse before discharge, or call the appointment line, and we will arrange the visits your doctor advises.',
        ],
      },
      {
        question: 'I have run out of medicines. Can I continue them?',
        answer: [
          'Continue the medicines listed in your discharge summary until your follow-up, unless told otherwise. Do not stop blood thinners, heart or seizure medicines on your own.',
        ],
      },
      {
        question: 'Can I see my doctor at a hospital closer to home?',
        answer: [
          'Often, yes. Many of our doctors hold clinics at more than one of our hospitals and at our peripheral OPD clinics, and your records are shared between them.',
        ],
      },
      {
        question: 'How do I get copies of my medical records?',
        answer: [
          'Apply at the medical records desk of the hospital with the patient’s identity. Copies are usually ready within 3 working days.',
        ],
      },
    ],
  },
  callToAction: {
    heading: 'Book your follow-up visit',
    text: 'Call the appointment line to book or change your follow-up, or to arrange care at home.',
    phone: 'appointment',
  },
});
