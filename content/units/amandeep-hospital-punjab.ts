import type { UnitEntry } from './types';

export const gtRoadAmritsarUnit: UnitEntry = {
  link: 'amandeep-hospital-punjab',
  title: 'Amandeep Hospital, GT Road, Amritsar',
  location: 'GT Road, Model Town, Amritsar, Punjab',
  metaTitle: 'Amandeep Hospital, GT Road Amritsar: Our Main Hospital Since 1990',
  metaDescription:
    'Our main hospital on GT Road, Amritsar: a 24-hour emergency, a 30-bed critical care wing, and joint, spine, heart, burns and cancer care under one roof.',
  lead: 'Our first and largest hospital, on GT Road in Amritsar since 1990: the widest range of specialities in the group, a 24-hour emergency and the intensive care to back it.',
  summary:
    'Our main hospital on GT Road has cared for Amritsar since 1990 and has the widest range of specialities in the group, from joint replacement and spine surgery to heart, burns and cancer care. Its 24-hour emergency, 30-bed critical care wing and blood bank also support our other five hospitals.',
  opdHours: 'Monday to Saturday, 9 am to 5 pm',
  image: {
    src: '/images/units/amandeep-hospital-punjab.svg',
    alt: 'Illustration of a tall hospital block with two wings beside a road, and an ambulance parked under the entrance canopy',
    width: 640,
    height: 400,
  },
  intro: [
    'Amandeep Hospital on GT Road is where the group began in 1990, with one operating theatre and a small ward. Today it is our main hospital and the one with the most departments under one roof. Patients come here from Amritsar city, from the villages of the Majha region and from our other hospitals when they need a specialist or an operation that only this hospital offers.',
    'The emergency department, intensive care, operating theatres, blood bank, laboratory, imaging and pharmacy work day and night. The hospital holds NABH accreditation, and it is also a teaching hospital: doctors train here for the DNB in emergency medicine, anaesthesia and plastic surgery.',
  ],
  sections: [
    {
      kind: 'about-list',
      heading: 'Departments at GT Road',
      lead: 'Consultants of these departments see patients here, and most of them also operate here.',
      groups: [
        {
          heading: 'Bones, joints, brain and spine',
          points: [
            'Orthopaedics and joint replacement, recognised as a centre of excellence',
            'Arthroscopy and sports injuries',
            'Orthopaedic care for children',
            'Neuro and spine surgery',
          ],
        },
        {
          heading: 'Heart and blood vessels',
          points: [
            'Cardiology, with a cardiac catheterisation lab for angiography and angioplasty',
            'Cardiothoracic and vascular surgery, including bypass and valve operations',
          ],
        },
        {
          heading: 'Burns, wounds and reconstruction',
          points: [
            'A dedicated burns unit with its own dressing rooms and isolation beds',
            'Plastic, reconstructive and aesthetic surgery, including cleft lip and palate',
            'Diabetic foot and chronic wound care',
          ],
        },
        {
          heading: 'Cancer and digestive care',
          points: [
            'Surgical and medical oncology',
            'Gastroenterology and endoscopy',
            'General and laparoscopic surgery',
          ],
        },
        {
          heading: 'Other departments',
          points: [
            'Urology',
            'ENT (ear, nose and throat)',
            'Endocrinology, for diabetes and thyroid problems',
            'Dermatology',
            'Anaesthesia and pain relief',
          ],
        },
      ],
    },
    {
      kind: 'table',
      heading: 'Emergency, intensive care and support services',
      lead: 'What works round the clock, and what keeps daytime hours.',
      caption: 'Opening hours of services at Amandeep Hospital, GT Road, Amritsar',
      columns: [{ label: 'Service' }, { label: 'Open' }, { label: 'Where to find it' }],
      rowHeaders: true,
      rows: [
        ['Emergency and trauma', '24 hours, every day', 'Ground floor, entrance from GT Road'],
        ['Critical care wing (30 beds)', '24 hours, every day', 'First floor'],
        ['Blood bank', '24 hours, every day', 'Ground floor, beside the laboratory'],
        ['Laboratory and pharmacy', '24 hours, every day', 'Ground floor'],
        ['X-ray, CT scan and ultrasound', '24 hours for emergencies', 'Ground floor'],
        ['Outpatient clinics', 'Monday to Saturday, 9 am to 5 pm', 'OPD block, near the main gate'],
      ],
      note: 'On Sundays and public holidays the outpatient clinics are closed; the emergency and everything it needs stay open.',
    },
    {
      kind: 'accordion',
      heading: 'Coming in for an operation',
      lead: 'What happens, step by step, when your surgeon has advised an operation at GT Road.',
      items: [
        {
          title: 'Before the day: tests and a check by the anaesthetist',
          paragraphs: [
            'Most patients come for blood tests, an ECG and sometimes an X-ray a few days before the operation. An anaesthetist meets you to check that you are fit for anaesthesia and to tell you when to stop eating and drinking.',
          ],
          points: [
            'Bring a list of all your medicines, especially blood thinners and diabetes tablets',
            'Tell the team about any allergy or earlier reaction to anaesthesia',
          ],
        },
        {
          title: 'On the day: admission and the deposit',
          paragraphs: [
            'Come to the admissions desk in the main lobby at the time you were given. The desk opens your file, takes the deposit or confirms your cashless approval and gives the patient an identity band.',
          ],
          points: [
            'Photo identity for the patient and one attendant',
            'Your insurance card or scheme papers, if you are using them',
            'Loose, comfortable clothes and toiletries',
          ],
        },
        {
          title: 'After the operation: recovery and the ward',
          paragraphs: [
            'You wake up in the recovery room, where nurses watch you closely until you are ready for the ward or, after major surgery, the critical care wing. The surgeon speaks to your family once the operation is over.',
          ],
        },
        {
          title: 'Going home',
          paragraphs: [
            'Before discharge you receive a summary of your treatment, your medicines and the date of your follow-up visit. Our post-discharge team calls you in the days after you go home to check how you are.',
          ],
        },
      ],
    },
    {
      kind: 'prose',
      heading: 'Getting here, parking and visiting',
      paragraphs: [
        'The hospital is on GT Road in Model Town, a short auto-rickshaw ride from Amritsar railway station and the main bus stand. Ambulances use the emergency gate on GT Road; all other visitors come in through the main gate beside it.',
        'Visitors help patients recover, but too many at once tire them and carry infection into the wards. Please keep to these times and to one or two visitors at a bedside.',
      ],
      points: [
        'Parking for cars and two-wheelers inside the campus; the space in front of the emergency is kept free for ambulances',
        'Wheelchairs and helpers at the main entrance and the emergency',
        'Ward visiting hours: 11 am to 1 pm and 5 pm to 7 pm',
        'Critical care: one visitor at a time, 12 noon to 12.30 pm and 6 pm to 6.30 pm',
        'One attendant may stay with a patient in the ward day and night',
      ],
    },
  ],
  videos: {
    heading: 'Videos from GT Road',
    items: [
      {
        title: 'Inside the emergency and trauma centre at GT Road',
        url: 'https://www.youtube.com/watch?v=Gt4rEm9kQ2a',
      },
      {
        title: 'A day in the 30-bed critical care wing',
        url: 'https://www.youtube.com/watch?v=cC30wIn7bHd',
      },
      {
        title: 'Joint replacement at GT Road: from the first visit to walking home',
        url: 'https://www.youtube.com/watch?v=Jr8kPx2Lm5T',
      },
    ],
  },
  faq: {
    heading: 'Questions about our GT Road hospital',
    layout: 'two-column',
    items: [
      {
        question: 'What are the OPD timings?',
        answer: [
          'Outpatient clinics run Monday to Saturday, 9 am to 5 pm. Each doctor has set days, so book ahead online or on the appointments number to be sure of a time. The emergency is open at all hours for anything urgent.',
        ],
      },
      {
        question: 'When can we visit a patient?',
        answer: [
          'Ward visiting hours are 11 am to 1 pm and 5 pm to 7 pm. In the critical care wing one visitor at a time may come in from 12 noon to 12.30 pm and 6 pm to 6.30 pm, and the doctor on duty meets the family once a day to explain progress.',
        ],
      },
      {
        question: 'Is cashless treatment available?',
        answer: [
          'Yes, with many insurers, third-party administrators and government schemes. Bring the policy card and photo identity to the insurance and TPA desk in the main lobby; it checks your cover and asks your insurer for approval before a planned admission.',
        ],
      },
      {
        question: 'Is there parking at the hospital?',
        answer: [
          'Yes, for cars and two-wheelers inside the campus. Please do not park in front of the emergency gate, which is kept clear for ambulances.',
        ],
      },
      {
        question: 'What should we do in an emergency?',
        answer: [
          'Call the emergency number for an ambulance, or come straight to the emergency gate on GT Road. The emergency team sees the sickest patients first, and the paperwork can wait until the patient is safe.',
        ],
      },
      {
        question: 'Can a patient from another Amandeep hospital be shifted here?',
        answer: [
          'Yes. When a patient at one of our other hospitals needs a specialist or an operation available only at GT Road, the two teams arrange the transfer, send the records ahead and keep the family informed.',
        ],
      },
    ],
  },
  callToAction: {
    heading: 'An emergency at any hour?',
    text: 'The emergency team at GT Road answers day and night and can send an ambulance while you are still on the phone.',
    phone: 'emergency',
  },
};
