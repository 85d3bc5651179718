import { defineServiceEntry } from './types';

export const admissionsService = defineServiceEntry({
  slug: 'admissions',
  menu: { label: 'Admissions', places: { 'footer-patients': 6 } },
  title: 'Admissions',
  metaTitle: 'Admissions: Planned, Emergency and Maternity Admissions',
  metaDescription:
    'How admission works at our hospitals: planned and emergency admissions, the deposit, rooms, what to bring, the maternity bag by week 36, and visiting hours.',
  lead: 'What happens when you or a family member is admitted, what to bring, and how to get the room and the help you need.',
  banner: {
    src: '/images/services/admissions.svg',
    alt: 'Illustration of a made hospital bed beside a clipboard with a tick on it',
    width: 1200,
    height: 800,
  },
  intro: [
    'Every hospital has an admissions desk at the main entrance, open 24 hours. The desk registers the patient, explains the rooms and the estimate, takes the deposit and walks you to the ward or sends a ward attendant with you.',
    'If your doctor has advised admission, you can come on the day you agree with them. In an emergency the patient goes straight to the emergency department and the family completes the admission papers at the desk while treatment begins.',
  ],
  sections: [
    {
      kind: 'tabs',
      heading: 'Kinds of admission',
      tabs: [
        {
          label: 'Planned',
          paragraphs: [
            'For a planned operation or treatment, ask the admissions desk for an estimate and book the room a few days ahead. On the day, come at the time your doctor’s team gives you, usually the morning of the operation or the evening before, with the papers listed below.',
          ],
          points: [
            'Pre-admission tests are often done a day or two before',
            'If you have insurance, meet the insurance desk at least 3 days before',
          ],
        },
        {
          label: 'Emergency',
          paragraphs: [
            'The patient is treated first in the emergency department. One family member completes the admission papers at the desk. A deposit is usually asked for, but treatment never waits for it.',
          ],
        },
        {
          label: 'Maternity',
          paragraphs: [
            'Register for delivery with your obstetrician during your antenatal visits, and keep your maternity bag packed by week 36. When labour starts, your waters break or you notice less movement of the baby, come straight to the labour room through the emergency entrance, at any hour.',
          ],
        },
        {
          label: 'Day care',
          paragraphs: [
            'For procedures such as cataract surgery, chemotherapy, endoscopy or a minor operation, you are admitted in the morning and go home the same day. Someone must come with you to take you home.',
          ],
        },
      ],
    },
    {
      kind: 'table',
      heading: 'Choosing a room',
      lead: 'The room you choose affects the bill, and insurance covers a room up to the limit in your policy.',
      caption: 'Kinds of room and what each offers',
      columns: [
        { label: 'Room' },
        { label: 'Patients per room' },
        { label: 'Attached bathroom' },
        { label: 'Attendant bed' },
        { label: 'Air-conditioned' },
      ],
      rowHeaders: true,
      rows: [
        ['General ward', '6 to 10', false, false, true],
        ['Twin sharing', '2', true, false, true],
        ['Single room', '1', true, true, true],
        ['Deluxe room', '1, with a sitting area', true, true, true],
      ],
      note: 'Intensive care beds are allotted by the doctors, not chosen. The admissions desk tells you which rooms are free and their daily charges.',
    },
    {
      kind: 'about-list',
      heading: 'What to bring',
      groups: [
        {
          heading: 'Papers',
          points: [
            'Photo identity of the patient (Aadhaar, voter card, passport or driving licence)',
            'The doctor’s admission advice and all earlier reports, scans and prescriptions',
            'Insurance, scheme or company card, if you have one',
            'Your current medicines, in their strips or bottles',
          ],
        },
        {
          heading: 'Personal things',
          points: [
            'Two or three sets of loose, comfortable clothes and slippers with a good grip',
            'Toothbrush, comb, towel and soap',
            'Spectacles, hearing aid or dentures, in a labelled box',
            'A phone charger and a list of family phone numbers',
          ],
        },
        {
          heading: 'Please leave at home',
          points: [
            'Jewellery and large amounts of cash',
            'Food from home, unless the dietician agrees',
          ],
        },
      ],
    },
    {
      kind: 'about-list',
      heading: 'Your maternity bag',
      lead: 'Pack it by week 36, in case your baby comes early, and keep it where anyone at home can find it.',
      groups: [
        {
          heading: 'For you',
          points: [
            'Your antenatal card, scans and blood reports',
            'Front-opening gowns or kurtas for feeding',
            'Maternity pads, underwear and a feeding bra',
            'Slippers, a shawl and a water bottle',
          ],
        },
        {
          heading: 'For your baby',
          points: [
            'Soft cotton clothes, caps and socks',
            'Soft towels or muslin cloths and a warm wrap',
            'Newborn nappies',
          ],
        },
      ],
    },
    {
      kind: 'prose',
      heading: 'Visiting hours and attendants',
      paragraphs: [
        'One attendant may stay with each patient and is given a pass at admission. Visitors are welcome from 11 am to 1 pm and from 5 pm to 7 pm, two at a time. Intensive care units have shorter visiting times, and the nurse in charge can arrange a meeting with the doctor for the family each day.',
        'Children under 12 are asked not to visit wards, to protect them and the patients from infections.',
      ],
    },
  ],
  faq: {
    heading: 'Questions about admission',
    layout: 'single',
    items: [
      {
        question: 'Do I need to pay a deposit at admission?',
        answer: [
          'Yes, a deposit is usually required. The amount depends on the room and the treatment, and is adjusted in the final bill. In an emergency, treatment begins before any payment.',
        ],
      },
      {
        question: 'When should my maternity bag be ready?',
        answer: [
          'By week 36 of your pregnancy. Many babies arrive a little before the due date, and a packed bag saves a rush when labour starts.',
        ],
      },
      {
        question: 'Can I change my room after admission?',
        answer: [
          'Yes, if a room of the kind you want is free. Ask the admissions desk; the new room’s charges apply from the day you move.',
        ],
      },
      {
        question: 'Should I stop my medicines before an operation?',
        answer: [
          'Only if your doctor tells you to. Blood thinners and some diabetes medicines often need to be stopped a few days before; ask at your pre-operation visit.',
        ],
      },
      {
        question: 'Can a family member stay overnight?',
        answer: [
          'One attendant can stay with the patient. Single and deluxe rooms have an attendant bed; in the general ward the attendant stays in the waiting area.',
        ],
      },
      {
        question: 'What time should I arrive for a planned admission?',
        answer: [
          'Your doctor’s team gives you a time, usually the evening before or early on the morning of the operation. Come without eating if you have been told to fast.',
        ],
      },
    ],
  },
  callToAction: {
    heading: 'Planning an admission?',
    text: 'Call the appointment line for an estimate, to book a room, or to register for delivery.',
    phone: 'appointment',
  },
});
