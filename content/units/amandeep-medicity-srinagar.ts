import type { UnitEntry } from './types';

export const srinagarUnit: UnitEntry = {
  link: 'amandeep-medicity-srinagar',
  title: 'Amandeep Medicity, Srinagar',
  location: 'Bemina Bypass Road, Srinagar, Jammu and Kashmir',
  metaTitle: 'Amandeep Medicity Srinagar: Heart, Lung, Joint and Cancer Care',
  metaDescription:
    'Amandeep Medicity, Srinagar: a 24-hour emergency and ICU, heart and lung care with rehabilitation, computer-navigated knee replacement and cancer care.',
  lead: 'Specialist care in the Kashmir valley, so that patients can be treated near their families instead of travelling to the plains: heart, lungs, joints, spine, eyes and cancer care, with a 24-hour emergency.',
  summary:
    'Amandeep Medicity on the Bemina Bypass Road brings specialist care to the Kashmir valley, with a 24-hour emergency, intensive care and departments for the heart, lungs, joints, spine and eyes. It runs a cardiac and pulmonary rehabilitation programme and a monthly cancer clinic, so that patients can be treated near home.',
  opdHours: 'Monday to Saturday, 9.30 am to 4.30 pm',
  image: {
    src: '/images/units/amandeep-medicity-srinagar.svg',
    alt: 'Illustration of a hospital with a sloping roof before snow-capped mountains, with chinar trees and a boat on a lake in front',
    width: 640,
    height: 400,
  },
  intro: [
    'Amandeep Medicity, Srinagar is on the Bemina Bypass Road, on the western side of the city. It cares for patients from Srinagar and from Budgam, Baramulla, Ganderbal and the other districts of the valley, many of whom once had to travel to Jammu, Chandigarh or Amritsar for an operation or a specialist opinion.',
    'Our doctors here see a lot of the illnesses the valley’s long winters bring: asthma and COPD that flare up in the cold, chest infections, heart attacks, and falls on ice. The hospital was named the best emerging hospital in Jammu and Kashmir in 2025, and in the same year did its first computer-navigated knee replacement.',
  ],
  sections: [
    {
      kind: 'about-list',
      heading: 'Care available in Srinagar',
      groups: [
        {
          heading: 'Heart and lungs',
          points: [
            'Cardiology, including pacemakers for a slow heartbeat',
            'Pulmonology for asthma, COPD, tuberculosis and sleep apnoea, with sleep studies and CPAP',
            'A supervised cardiac and pulmonary rehabilitation programme',
          ],
        },
        {
          heading: 'Bones, joints and spine',
          points: [
            'Knee replacement with computer navigation',
            'Arthroscopy and sports injuries',
            'Neuro and spine surgery',
            'Physiotherapy and rehabilitation',
          ],
        },
        {
          heading: 'Surgery and cancer care',
          points: [
            'General and laparoscopic surgery',
            'Surgical oncology, and a monthly clinic with a medical oncologist from Amritsar',
            'Wound care, including negative pressure therapy',
          ],
        },
        {
          heading: 'Eyes, emergency and intensive care',
          points: [
            'Ophthalmology: cataract surgery, glaucoma and diabetic eye checks',
            'A 24-hour emergency and an intensive care unit with ventilators',
          ],
        },
      ],
    },
    {
      kind: 'prose',
      heading: 'Rehabilitation for heart and lung patients',
      paragraphs: [
        'After a heart attack, a heart operation or a bad spell of COPD, many people are afraid to exert themselves and lose strength as a result. Our cardiac and pulmonary rehabilitation programme brings them back to everyday activity safely, in small groups supervised by physiotherapists, with a doctor close by.',
        'The programme usually runs for six to eight weeks, two or three sessions a week. Ask your cardiologist or chest physician whether it suits you.',
      ],
      points: [
        'Exercise matched to each patient, with heart rate and oxygen checked throughout',
        'Breathing techniques and the right use of inhalers',
        'Advice on diet, stopping smoking and living with the cold',
      ],
    },
    {
      kind: 'tabs',
      heading: 'Travelling to the hospital',
      lead: 'How to reach us, depending on where you start.',
      tabs: [
        {
          label: 'Within Srinagar',
          paragraphs: [
            'The hospital is on the Bemina Bypass Road, a short drive from Lal Chowk and the Batmaloo bus stand. Parking for cars is free inside the gate, and the emergency entrance is at the front.',
          ],
        },
        {
          label: 'From other districts',
          paragraphs: [
            'Patients from Baramulla, Budgam and north Kashmir reach the bypass without crossing the city centre. If you are coming for a test or an operation, book ahead so that you can be seen the same day and do not have to stay overnight.',
          ],
        },
        {
          label: 'In winter',
          paragraphs: [
            'Snow can close roads at short notice. Before a planned visit, call the hospital to confirm your appointment; in an emergency, call the emergency number and the team will advise on the safest way to reach us.',
          ],
          points: [
            'The wards and the waiting areas are heated',
            'Keep a list of your medicines and enough stock for a few extra days in case roads close',
          ],
        },
      ],
    },
    {
      kind: 'table',
      heading: 'Hours in Srinagar',
      caption: 'Opening hours of services at Amandeep Medicity, Srinagar',
      columns: [{ label: 'Service' }, { label: 'Open' }],
      rowHeaders: true,
      rows: [
        ['Emergency and intensive care', '24 hours, every day'],
        ['Laboratory and pharmacy', '24 hours, every day'],
        ['Outpatient clinics', 'Monday to Saturday, 9.30 am to 4.30 pm'],
        ['Rehabilitation sessions', 'Monday to Saturday, by appointment'],
        ['Ward visiting hours', '11 am to 1 pm and 4 pm to 6 pm'],
        ['Intensive care visits', 'One visitor at a time, at noon and at 5 pm'],
      ],
      note: 'Outpatient hours are shorter in the winter months; the appointments team confirms your time when you book.',
    },
  ],
  videos: {
    heading: 'Videos from Srinagar',
    items: [
      {
        title: 'Breathing easier: our cardiac and pulmonary rehabilitation programme',
        url: 'https://www.youtube.com/watch?v=Sr4pRh6bLx2',
      },
      {
        title: 'Computer-navigated knee replacement, explained',
        url: 'https://www.youtube.com/watch?v=Kn7vCnA3tR9',
      },
    ],
  },
  externalSite: {
    label: 'Read more on the Srinagar hospital’s website',
    url: 'https://srinagar.amandeephospital.org',
  },
  faq: {
    heading: 'Questions about our Srinagar hospital',
    layout: 'two-column',
    items: [
      {
        question: 'What are the OPD timings?',
        answer: [
          'Monday to Saturday, 9.30 am to 4.30 pm, with shorter hours in the coldest months. Book online or by phone and choose Srinagar as the hospital; the team confirms your time.',
        ],
      },
      {
        question: 'Can I see a cancer specialist in Srinagar?',
        answer: [
          'Yes. A medical oncologist from our Amritsar hospitals holds a clinic here every month, and our surgical oncology team sees patients every week. Patients on chemotherapy can often continue part of their treatment here.',
        ],
      },
      {
        question: 'When can we visit a patient?',
        answer: [
          'Ward visiting hours are 11 am to 1 pm and 4 pm to 6 pm. In intensive care one visitor at a time may come in at noon and at 5 pm.',
        ],
      },
      {
        question: 'Do you accept insurance and government schemes?',
        answer: [
          'Yes, many of them. Bring the policy or scheme card and photo identity to the insurance desk, which confirms your cover before a planned admission.',
        ],
      },
      {
        question: 'Is there parking?',
        answer: [
          'Yes, free parking inside the hospital gate. The space in front of the emergency entrance is kept clear for ambulances.',
        ],
      },
      {
        question: 'What should we do in an emergency when roads are closed by snow?',
        answer: [
          'Call the emergency number at once. The team will advise on first aid, send an ambulance if a road is open, and tell you the safest route to the hospital.',
        ],
      },
    ],
  },
  callToAction: {
    heading: 'Need help in Srinagar?',
    text: 'Our emergency team answers day and night, in every season; call and an ambulance can be on its way.',
    phone: 'emergency',
  },
};
