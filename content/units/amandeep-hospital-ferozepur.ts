import type { UnitEntry } from './types';

export const ferozepurUnit: UnitEntry = {
  link: 'amandeep-hospital-ferozepur',
  title: 'Amandeep Hospital, Ferozepur',
  location: 'Cantonment Road, Ferozepur, Punjab',
  metaTitle: 'Amandeep Hospital Ferozepur: Trauma Care, 3 Tesla MRI, Dialysis',
  metaDescription:
    'Amandeep Hospital, Ferozepur: a 24-hour emergency with highway trauma response, an ICU, a 3 Tesla MRI, a blood centre and evening dialysis.',
  lead: 'Emergency and trauma care, modern imaging, a blood centre and dialysis for Ferozepur and the border towns around it, day and night.',
  summary:
    'Our Ferozepur hospital on Cantonment Road serves the city and the border towns around it with a 24-hour emergency, an award-winning highway trauma response team and intensive care. It has a 3 Tesla MRI, a licensed blood centre and a dialysis unit with an evening shift for patients who work.',
  opdHours: 'Monday to Saturday, 9 am to 5 pm',
  image: {
    src: '/images/units/amandeep-hospital-ferozepur.svg',
    alt: 'Illustration of a mid-rise hospital among round green trees, with birds in the sky above',
    width: 640,
    height: 400,
  },
  intro: [
    'Amandeep Hospital, Ferozepur is on Cantonment Road and cares for families from Ferozepur city and cantonment and from Zira, Guru Har Sahai, Mamdot and the villages along the border. For many of them the nearest large hospital used to be hours away.',
    'The hospital’s emergency team also answers accidents on the highways around the district, and received an award for trauma care in 2025. Behind it stand an intensive care unit, operating theatres, a blood centre licensed to separate blood components, a 3 Tesla MRI and a dialysis unit that now runs an evening shift.',
  ],
  sections: [
    {
      kind: 'prose',
      heading: 'Emergency and trauma care',
      paragraphs: [
        'Road accidents, falls from tractors and farm machines, burns and poisoning are the emergencies our Ferozepur team sees most. The highway emergency response team goes out by ambulance to the scene, starts treatment on the way and calls ahead, so that doctors, blood and the operating theatre are ready when the patient arrives.',
        'Patients who are very ill go on to the intensive care unit, which has ventilators, monitoring at every bed and doctors on duty round the clock. Its team is experienced in treating pesticide poisoning, which is sadly common in farming areas.',
      ],
      points: [
        'A resuscitation bay and a separate area for minor injuries',
        'Burns care, with dressings done under pain relief',
        'Blood and blood components from our own blood centre, at any hour',
        'CT scan and X-ray beside the emergency',
      ],
    },
    {
      kind: 'about-list',
      heading: 'Departments at Ferozepur',
      lead: 'Specialists of these departments see patients in the outpatient clinics and on the wards.',
      groups: [
        {
          points: [
            'Gastroenterology, with endoscopy and ERCP for bile duct stones',
            'Pulmonology, for asthma, COPD and lung infections',
            'Kidney care and dialysis',
            'General and laparoscopic surgery, such as gallbladder and hernia operations',
            'Orthopaedics, including hip fractures in older people',
            'Obstetrics and gynaecology, with a labour room',
            'Paediatrics and newborn care',
            'ENT, including tonsil and adenoid operations in children',
            'Dermatology',
            'Diabetic foot checks and wound care',
          ],
        },
      ],
    },
    {
      kind: 'table',
      heading: 'When you can use each service',
      caption:
        'Which services at Amandeep Hospital, Ferozepur work round the clock and which need booking',
      columns: [{ label: 'Service' }, { label: 'Open 24 hours' }, { label: 'Book ahead' }],
      rowHeaders: true,
      rows: [
        ['Emergency and trauma', true, false],
        ['Intensive care', true, false],
        ['Blood centre', true, false],
        ['CT scan and X-ray', true, false],
        ['MRI (3 Tesla)', false, true],
        ['Dialysis, including the evening shift', false, true],
        ['Outpatient clinics, Monday to Saturday, 9 am to 5 pm', false, true],
      ],
      note: 'An MRI for an emergency patient is done at any hour when the doctor asks for it.',
    },
    {
      kind: 'tabs',
      heading: 'Getting here and visiting',
      tabs: [
        {
          label: 'Finding us',
          paragraphs: [
            'The hospital is on Cantonment Road, between the city and the cantonment, and is easy to reach by auto-rickshaw from Ferozepur City and Ferozepur Cantonment railway stations and from the bus stand.',
          ],
          points: [
            'Free parking for cars and two-wheelers inside the gate',
            'The emergency entrance is at the front and must be kept clear for ambulances',
            'Wheelchairs and helpers at both entrances',
          ],
        },
        {
          label: 'Visiting hours',
          paragraphs: [
            'Rest and freedom from infection matter more to a patient than many visitors at once. Please keep to these hours.',
          ],
          points: [
            'Wards: 11 am to 1 pm and 5 pm to 7 pm',
            'Intensive care: one visitor at a time, at noon and at 6 pm',
            'One attendant may stay in the ward day and night',
          ],
        },
        {
          label: 'Evening dialysis',
          paragraphs: [
            'The evening haemodialysis shift is for patients who work, study or look after family during the day. Patients already on dialysis anywhere, at our hospitals or elsewhere, can ask the nephrology team for an evening slot.',
          ],
        },
      ],
    },
  ],
  videos: {
    heading: 'Videos from Ferozepur',
    items: [
      {
        title: 'On the road with the highway emergency response team',
        url: 'https://www.youtube.com/watch?v=Hw9eRt2FzP4',
      },
      {
        title: 'What to expect during an MRI scan',
        url: 'https://www.youtube.com/watch?v=Mr3TsLa7qWn',
      },
      {
        title: 'Evening dialysis at Ferozepur: a patient’s routine',
        url: 'https://www.youtube.com/watch?v=Ev6dIa4sFz0',
      },
    ],
  },
  externalSite: {
    label: 'Read more on the Ferozepur hospital’s website',
    url: 'https://ferozepur.amandeephospital.org',
  },
  faq: {
    heading: 'Questions about our Ferozepur hospital',
    layout: 'two-column',
    items: [
      {
        question: 'What are the OPD timings?',
        answer: [
          'Monday to Saturday, 9 am to 5 pm. Book online or by phone and choose Ferozepur as the hospital, so that you are given a time with the right doctor.',
        ],
      },
      {
        question: 'Do I need an appointment for an MRI?',
        answer: [
          'Yes, for a planned scan: bring the doctor’s request and any earlier scans, and tell the team if you have a pacemaker, a metal implant or a fear of closed spaces. Emergency patients are scanned at any hour.',
        ],
      },
      {
        question: 'How do I get blood for a patient?',
        answer: [
          'The doctor treating the patient sends a request to our blood centre, which cross-matches and issues the right component at any hour. Family and friends are asked to donate in return, so that the stock is there for the next patient.',
        ],
      },
      {
        question: 'When can we visit a patient?',
        answer: [
          'Ward visiting hours are 11 am to 1 pm and 5 pm to 7 pm. In intensive care one visitor at a time may come in at noon and at 6 pm.',
        ],
      },
      {
        question: 'Do you accept insurance and government schemes?',
        answer: [
          'Yes, many of them. Bring the policy or scheme card and photo identity to the insurance desk, which confirms your cover before a planned admission.',
        ],
      },
      {
        question: 'Whom do we call after a road accident?',
        answer: [
          'Call the emergency number. The team sends an ambulance, tells you what to do until it arrives, and gets the emergency ready for the patient.',
        ],
      },
    ],
  },
  callToAction: {
    heading: 'An accident or emergency near Ferozepur?',
    text: 'Call our emergency number: the team answers at every hour and can send an ambulance to the scene.',
    phone: 'emergency',
  },
};
