import type { UnitEntry } from './types';

export const pathankotUnit: UnitEntry = {
  link: 'best-hospital-in-pathankot',
  title: 'Amandeep Hospital, Pathankot',
  location: 'Dalhousie Road, Pathankot, Punjab',
  metaTitle: 'Best Hospital in Pathankot: Emergency, Heart and Newborn Care',
  metaDescription:
    'Amandeep Hospital, Pathankot: a 24-hour emergency, a round-the-clock cardiac catheterisation lab, a Level III newborn ICU and specialists close to home.',
  lead: 'Round-the-clock emergency, heart and newborn care for families in Pathankot and the hills around it, with the whole Amandeep group behind every patient.',
  summary:
    'Our Pathankot hospital on Dalhousie Road serves families from Pathankot, Gurdaspur and the nearby hills of Himachal Pradesh and Jammu and Kashmir. Its emergency, round-the-clock cardiac catheterisation lab and Level III newborn intensive care unit mean that heart attacks and premature babies can be treated close to home.',
  opdHours: 'Monday to Saturday, 9 am to 5 pm',
  image: {
    src: '/images/units/best-hospital-in-pathankot.svg',
    alt: 'Illustration of a white hospital building with pine trees and green hills behind it',
    width: 640,
    height: 400,
  },
  intro: [
    'Amandeep Hospital, Pathankot is a multi-speciality hospital on Dalhousie Road. It serves families from Pathankot and Gurdaspur and from the nearby parts of Himachal Pradesh and Jammu and Kashmir, so that fewer patients have to travel to a big city for good care.',
    'Our emergency department, cardiac catheterisation lab, newborn intensive care unit, laboratory and pharmacy work day and night. When a patient needs a treatment we do not offer in Pathankot, we arrange a safe transfer to our hospitals in Amritsar and send the records and the doctors’ notes ahead, so nobody has to start again.',
  ],
  sections: [
    {
      kind: 'about-list',
      heading: 'Care available in Pathankot',
      lead: 'Consultants from these departments see patients here every week.',
      groups: [
        {
          heading: 'Emergency and critical care',
          points: [
            'A 24-hour emergency department with a resuscitation bay',
            'Ambulances with trained paramedics',
            'Intensive care for adults',
          ],
        },
        {
          heading: 'Heart care',
          points: [
            'A cardiac catheterisation lab open round the clock for angiography and angioplasty',
            'ECG, echocardiography and treadmill tests',
          ],
        },
        {
          heading: 'Mother and child',
          points: [
            'Pregnancy care, a labour room and caesarean delivery',
            'A Level III neonatal intensive care unit for premature and very sick newborns',
            'Orthopaedic care for children',
          ],
        },
        {
          heading: 'Other departments',
          points: [
            'Orthopaedics and joint replacement',
            'Kidney care (nephrology)',
            'Internal medicine',
            'General and laparoscopic surgery',
            'Eye care (ophthalmology)',
            'Diabetic foot and wound care',
          ],
        },
      ],
    },
    {
      kind: 'table',
      heading: 'When each service is open',
      caption: 'Opening hours of services at Amandeep Hospital, Pathankot',
      columns: [{ label: 'Service' }, { label: 'Open' }],
      rowHeaders: true,
      rows: [
        ['Emergency department', '24 hours, every day'],
        ['Cardiac catheterisation lab', '24 hours, every day'],
        ['Neonatal intensive care unit', '24 hours, every day'],
        ['Laboratory and pharmacy', '24 hours, every day'],
        ['Outpatient clinics', 'Monday to Saturday, 9 am to 5 pm, by appointment'],
      ],
      note: 'On public holidays the outpatient clinics may close early; the emergency never does.',
    },
    {
      kind: 'tabs',
      heading: 'Before you come',
      lead: 'What helps, depending on why you are visiting.',
      tabs: [
        {
          label: 'Outpatient visit',
          paragraphs: [
            'Book ahead online or by phone so that the doctor’s time is kept for you. Patients who walk in are seen as slots allow.',
          ],
          points: [
            'Your earlier prescriptions, reports and scans',
            'A list of the medicines you take, with their doses',
            'Your health insurance card, if you have one',
          ],
        },
        {
          label: 'Emergency',
          paragraphs: [
            'Come straight to the emergency department, or call the emergency number and an ambulance will come to you. Do not drive yourself if you have chest pain, trouble breathing or a head injury.',
          ],
          points: [
            'Chest pain or pressure, breathlessness or sweating can be a heart attack: call at once',
            'Keep the patient’s medicines and any reports together to hand to the team',
          ],
        },
        {
          label: 'Admission',
          paragraphs: [
            'One family member can stay with the patient in the ward. Visits to intensive care are kept short and few, to protect patients from infection.',
          ],
          points: [
            'Photo identity for the patient and the attendant',
            'Comfortable clothes, slippers and toiletries',
            'Insurance or government scheme papers, for cashless treatment',
          ],
        },
      ],
    },
  ],
  videos: {
    heading: 'Videos from Pathankot',
    items: [
      {
        title: 'A heart attack at midnight: the cardiac catheterisation lab at Pathankot',
        url: 'https://www.youtube.com/watch?v=Pk24cAt9hLb',
      },
      {
        title: 'Inside the Level III newborn intensive care unit',
        url: 'https://www.youtube.com/watch?v=Nc3uLv5Pkt7',
      },
    ],
  },
  faq: {
    heading: 'Questions about our Pathankot hospital',
    layout: 'two-column',
    items: [
      {
        question: 'Is the hospital open at night?',
        answer: [
          'Yes. The emergency department, the cardiac catheterisation lab, the newborn intensive care unit, the laboratory and the pharmacy work 24 hours a day, every day of the year.',
        ],
      },
      {
        question: 'How do I book an appointment with a doctor in Pathankot?',
        answer: [
          'Use Book an Appointment on this site and choose Pathankot as the hospital, or ring the appointments number. Our team calls you back to confirm a time.',
        ],
      },
      {
        question: 'Can a premature baby be cared for here?',
        answer: [
          'Yes. Our Level III neonatal intensive care unit looks after premature and very sick newborns, with ventilators, incubators and nurses trained in newborn care, so mother and baby can stay close.',
        ],
      },
      {
        question: 'What if my treatment is not available in Pathankot?',
        answer: [
          'Your doctor will explain the options. If you need a service offered only in Amritsar, we arrange the transfer, book the ambulance if needed and send your records ahead.',
        ],
      },
      {
        question: 'Do you accept health insurance?',
        answer: [
          'Cashless treatment is available with many insurers and government schemes. Bring the policy card and photo identity; the insurance desk checks your cover before admission.',
        ],
      },
      {
        question: 'Can a family member stay with the patient?',
        answer: [
          'One family member can stay in the ward with an admitted patient, day and night. In intensive care, visits are short and at set times, and the nurses keep the family informed.',
        ],
      },
    ],
  },
  callToAction: {
    heading: 'Need help now?',
    text: 'Our emergency team in Pathankot answers day and night, and an ambulance can be on its way while you are on the phone.',
    phone: 'emergency',
  },
};
