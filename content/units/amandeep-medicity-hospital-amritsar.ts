import type { UnitEntry } from './types';

export const medicityAmritsarUnit: UnitEntry = {
  link: 'amandeep-medicity-hospital-amritsar',
  title: 'Amandeep Medicity, Amritsar',
  location: 'Mall Road, Amritsar, Punjab',
  metaTitle: 'Amandeep Medicity Amritsar: Kidney, Heart, Cancer and Mother Care',
  metaDescription:
    'Amandeep Medicity, Mall Road, Amritsar: kidney transplants and dialysis, heart care, day-care chemotherapy, painless delivery and an NABL-accredited lab.',
  lead: 'Our newer campus on Mall Road, Amritsar, built for kidney, heart and cancer care and for mothers and babies, with a 24-hour emergency of its own.',
  summary:
    'Amandeep Medicity on Mall Road is our newer Amritsar campus, home to the group’s kidney transplant programme, a dialysis unit, heart care and a day-care chemotherapy centre. Mothers come here for pregnancy care and painless delivery, and its central laboratory is NABL accredited.',
  opdHours: 'Monday to Saturday, 9 am to 5 pm',
  image: {
    src: '/images/units/amandeep-medicity-hospital-amritsar.svg',
    alt: 'Illustration of a modern hospital with a central tower, two glass-fronted wings and a curved canopy over the entrance',
    width: 640,
    height: 400,
  },
  intro: [
    'Amandeep Medicity is a multi-speciality hospital on Mall Road, in the heart of Amritsar. It was planned around the care that needs the most equipment and the longest follow-up: kidney disease and transplants, heart disease, cancer, and pregnancy and childbirth.',
    'More than 300 kidney transplants have been done here. The campus runs partly on solar power, and its central laboratory, which also tests samples sent from our other hospitals, is NABL accredited. Like every Amandeep hospital, it has a 24-hour emergency and intensive care.',
  ],
  sections: [
    {
      kind: 'tabs',
      heading: 'Main services at Medicity',
      lead: 'Choose a service to see what it offers and who it is for.',
      tabs: [
        {
          label: 'Kidney care',
          paragraphs: [
            'The nephrology team looks after people with kidney stones, kidney infections, long-term kidney disease and kidney failure. Patients who need dialysis have it in a unit with a gold rating for infection control.',
          ],
          points: [
            'Haemodialysis and peritoneal dialysis',
            'Kidney transplants from living family donors, with check-ups for donor and receiver before and after',
            'Urology for stones and prostate problems',
          ],
        },
        {
          label: 'Heart care',
          paragraphs: [
            'Cardiologists and heart surgeons work side by side, so a patient who needs an angioplasty or an operation is not sent elsewhere.',
          ],
          points: [
            'ECG, echocardiography, treadmill test and Holter monitoring',
            'Angiography, angioplasty and pacemakers',
            'Bypass and valve surgery',
          ],
        },
        {
          label: 'Cancer care',
          paragraphs: [
            'The day-care chemotherapy centre lets most patients have their treatment and go home the same day, in reclining chairs, with a nurse close at hand.',
          ],
          points: [
            'Chemotherapy, targeted therapy and immunotherapy',
            'Counselling on diet, side effects and what to expect',
            'Palliative care for pain and other symptoms',
          ],
        },
        {
          label: 'Mother and child',
          paragraphs: [
            'Women are looked after from the first pregnancy visit to the check-up after delivery. Epidural pain relief in labour is available at any hour, and anaesthetists talk it through during the antenatal visits.',
          ],
          points: [
            'Pregnancy care, labour rooms and caesarean delivery',
            'Painless delivery with an epidural',
            'Gynaecology clinics and keyhole surgery',
          ],
        },
      ],
    },
    {
      kind: 'about-list',
      heading: 'Other departments and facilities',
      groups: [
        {
          points: [
            'Orthopaedics and joint replacement, and orthopaedic care for children',
            'Arthroscopy and sports injuries, for torn ligaments and shoulder injuries',
            'Plastic and reconstructive surgery',
            'ENT (ear, nose and throat)',
            'Endocrinology, for diabetes and thyroid problems',
            'Radiology: X-ray, ultrasound, CT and MRI',
            'A stroke team that can give clot-dissolving treatment in the first hours',
            'Intensive care for adults and a newborn care unit',
          ],
        },
      ],
    },
    {
      kind: 'table',
      heading: 'Hours at Medicity',
      caption: 'Opening hours of services at Amandeep Medicity, Amritsar',
      columns: [{ label: 'Service' }, { label: 'Open' }],
      rowHeaders: true,
      rows: [
        ['Emergency and intensive care', '24 hours, every day'],
        ['Labour rooms', '24 hours, every day'],
        ['Dialysis unit', 'Monday to Saturday, 6 am to 10 pm; emergencies at any hour'],
        ['Day-care chemotherapy', 'Monday to Saturday, 8 am to 6 pm'],
        ['Laboratory and pharmacy', '24 hours, every day'],
        ['Outpatient clinics', 'Monday to Saturday, 9 am to 5 pm'],
      ],
      note: 'Dialysis and chemotherapy run by appointment: please keep to your slot so that the next patient is not delayed.',
    },
    {
      kind: 'prose',
      heading: 'Finding us on Mall Road',
      paragraphs: [
        'Medicity is on Mall Road, in the centre of Amritsar, within easy reach of the railway station and the bus stand by auto-rickshaw or e-rickshaw. The emergency has its own entrance at the side of the building, marked in red.',
      ],
      points: [
        'Parking in the basement, with lifts to the main lobby',
        'Wheelchairs at the main entrance and the emergency',
        'Ward visiting hours: 11 am to 1 pm and 5 pm to 7 pm',
        'Intensive care: one visitor at a time, at noon and at 6 pm',
      ],
    },
  ],
  videos: {
    heading: 'Videos from Medicity',
    items: [
      {
        title: 'A tour of the Amandeep Medicity campus',
        url: 'https://www.youtube.com/watch?v=Qm7tR2xLp9A',
      },
      {
        title: 'Living with a new kidney: our transplant team explains',
        url: 'https://www.youtube.com/watch?v=Kd3tXp8vNq1',
      },
      {
        title: 'Your first day at the day-care chemotherapy centre',
        url: 'https://www.youtube.com/watch?v=Ch7mDy4cR2e',
      },
    ],
  },
  faq: {
    heading: 'Questions about Amandeep Medicity',
    layout: 'two-column',
    items: [
      {
        question: 'What are the OPD timings at Medicity?',
        answer: [
          'Outpatient clinics run Monday to Saturday, 9 am to 5 pm. Book ahead online or by phone and choose Medicity as the hospital, so that you are given a time with the right doctor.',
        ],
      },
      {
        question: 'How do we start the process for a kidney transplant?',
        answer: [
          'Book a visit with a nephrologist at Medicity and bring all your kidney reports and dialysis records. The transplant team explains the tests the patient and the family donor need, the paperwork the law requires and the likely costs.',
        ],
      },
      {
        question: 'Can I get a dialysis slot at a time that suits me?',
        answer: [
          'Speak to the dialysis unit; it fits regular patients into morning, afternoon and evening sessions as places allow. Patients who travel from far away can ask for a slot that avoids the worst of the traffic.',
        ],
      },
      {
        question: 'Is painless delivery available at night?',
        answer: [
          'Yes. An anaesthetist is on duty round the clock, so an epidural can be given at any hour if the obstetrician agrees it is safe for mother and baby.',
        ],
      },
      {
        question: 'Is cashless treatment available?',
        answer: [
          'Yes, with many insurers and government schemes. The insurance and TPA desk in the main lobby checks your cover and asks your insurer for approval before a planned admission; bring the policy card and photo identity.',
        ],
      },
      {
        question: 'Where do we park?',
        answer: [
          'In the basement car park, which has lifts to the main lobby. The drive in front of the emergency entrance is kept clear for ambulances.',
        ],
      },
    ],
  },
  callToAction: {
    heading: 'Book a visit at Medicity',
    text: 'Call the appointments team to see a kidney, heart, cancer or pregnancy specialist at Medicity, or to book a dialysis slot.',
    phone: 'appointment',
  },
};
