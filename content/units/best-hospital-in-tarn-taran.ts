import type { UnitEntry } from './types';

export const tarnTaranUnit: UnitEntry = {
  link: 'best-hospital-in-tarn-taran',
  title: 'Amandeep Hospital, Tarn Taran',
  location: 'Amritsar Road, Tarn Taran, Punjab',
  metaTitle: 'Best Hospital in Tarn Taran: Emergency, ICU, Dialysis, Maternity',
  metaDescription:
    'Amandeep Hospital, Tarn Taran: a 24-hour emergency and ICU, a 12-station dialysis centre open day and night, maternity care and specialists close to home.',
  lead: 'Emergency care, intensive care, dialysis and maternity for the families of Tarn Taran district, so that fewer of them have to make the journey to Amritsar.',
  summary:
    'Our Tarn Taran hospital on Amritsar Road brings emergency care, an ICU, maternity and children’s care to the district. Its 12-station dialysis centre works round the clock, and patients who need more specialised treatment are moved to our Amritsar hospitals with their records sent ahead.',
  opdHours: 'Monday to Saturday, 9 am to 5 pm',
  image: {
    src: '/images/units/best-hospital-in-tarn-taran.svg',
    alt: 'Illustration of a low, wide hospital with two wings among green fields, with a path leading to its entrance',
    width: 640,
    height: 400,
  },
  intro: [
    'Amandeep Hospital, Tarn Taran is on Amritsar Road, at the edge of the town. Most of our patients come from the villages of Tarn Taran district, from Patti, Khadoor Sahib and Goindwal Sahib, and many of them are farming families for whom a day lost to travel is a day lost to work.',
    'The hospital has a 24-hour emergency, an intensive care unit whose nurses were recognised for nursing excellence in 2025, a labour room, and a dialysis centre with 12 stations that works day and night. Specialists from our Amritsar hospitals hold regular clinics here, and when a patient needs an operation or test we do not offer in Tarn Taran, we arrange the transfer ourselves.',
  ],
  sections: [
    {
      kind: 'about-list',
      heading: 'Care available in Tarn Taran',
      groups: [
        {
          heading: 'Emergency and intensive care',
          points: [
            'A 24-hour emergency for accidents, heart attacks, strokes, snake bites and poisoning',
            'An intensive care unit with ventilators and monitoring at every bed',
            'Ambulances with trained staff, and transfers to Amritsar when needed',
          ],
        },
        {
          heading: 'Kidney care',
          points: [
            'A dialysis centre with 12 stations, open 24 hours',
            'Urology for kidney stones and prostate problems, including stone removal without a cut',
          ],
        },
        {
          heading: 'Women and children',
          points: [
            'Pregnancy check-ups, a labour room and caesarean delivery',
            'Care of newborns and children, with vaccinations',
          ],
        },
        {
          heading: 'Everyday specialist care',
          points: [
            'Internal medicine, for diabetes, blood pressure, fevers and infections',
            'Physiotherapy after injuries, operations and strokes',
            'X-ray, ultrasound and a laboratory',
          ],
        },
      ],
    },
    {
      kind: 'accordion',
      heading: 'Starting dialysis in Tarn Taran',
      lead: 'For patients whose kidney doctor has advised regular haemodialysis, and their families.',
      items: [
        {
          title: 'Your first visit',
          paragraphs: [
            'Meet the nephrologist with your kidney reports, your latest blood tests and your prescriptions. The doctor confirms how often you need dialysis, usually two or three times a week, and explains the access, a fistula in the arm or a temporary catheter, that the team will use.',
          ],
        },
        {
          title: 'Booking your regular slot',
          paragraphs: [
            'Because the centre works round the clock, you can choose a morning, afternoon, evening or night slot that fits your work and your travel. Once chosen, the slot stays yours on the same days each week.',
          ],
        },
        {
          title: 'During a session',
          paragraphs: [
            'A session takes about four hours. A nurse checks your weight, blood pressure and blood before and after, and a doctor is on call throughout. One family member may sit with you.',
          ],
          points: [
            'Wear loose sleeves so the fistula arm is easy to reach',
            'Bring a light snack and something to read or listen to',
          ],
        },
        {
          title: 'Paying for dialysis',
          paragraphs: [
            'Dialysis is covered by many insurers and government schemes. The billing desk checks your cover at the first visit, so that you know before you start what, if anything, you will pay for each session.',
          ],
        },
      ],
    },
    {
      kind: 'table',
      heading: 'Reaching the hospital',
      lead: 'Rough travel times by road; allow more during harvest season and on fair days.',
      caption: 'Distance and travel time to Amandeep Hospital, Tarn Taran',
      columns: [{ label: 'From' }, { label: 'Distance' }, { label: 'By road' }],
      rowHeaders: true,
      rows: [
        ['Tarn Taran bus stand', 'About 2 km', 'About 10 minutes'],
        ['Goindwal Sahib', 'About 25 km', 'About 40 minutes'],
        ['Patti', 'About 30 km', 'About 45 minutes'],
        ['Amritsar', 'About 25 km', 'About 45 minutes'],
      ],
      note: 'Parking is free inside the hospital gate. The emergency entrance is on the left as you drive in, and must be kept clear for ambulances.',
    },
    {
      kind: 'prose',
      heading: 'Hours and visiting',
      paragraphs: [
        'The emergency, the ICU, the labour room, the dialysis centre, the laboratory and the pharmacy never close. Outpatient clinics run Monday to Saturday, 9 am to 5 pm; visiting specialists from Amritsar come on fixed days, which the appointments team can tell you.',
      ],
      points: [
        'Ward visiting hours: 11 am to 1 pm and 5 pm to 7 pm',
        'ICU: one visitor at a time, at noon and at 6 pm, when the doctor also updates the family',
        'One attendant may stay with a patient in the ward',
      ],
    },
  ],
  videos: {
    heading: 'Videos from Tarn Taran',
    items: [
      {
        title: 'Inside the 24-hour dialysis centre at Tarn Taran',
        url: 'https://www.youtube.com/watch?v=Tt12dLy5sQp',
      },
      {
        title: 'Basic life support: what our nurses taught local school teachers',
        url: 'https://www.youtube.com/watch?v=Bl5sTn3cHk8',
      },
    ],
  },
  externalSite: {
    label: 'Read more on the Tarn Taran hospital’s website',
    url: 'https://tarntaran.amandeephospital.org',
  },
  faq: {
    heading: 'Questions about our Tarn Taran hospital',
    layout: 'two-column',
    items: [
      {
        question: 'What are the OPD timings?',
        answer: [
          'Monday to Saturday, 9 am to 5 pm. Visiting specialists from Amritsar come on fixed days, so call or book online before you travel to see one of them.',
        ],
      },
      {
        question: 'Is the dialysis centre really open at night?',
        answer: [
          'Yes. The 12-station dialysis centre works 24 hours a day, so regular patients can choose a night slot, and patients who need urgent dialysis are not turned away at any hour.',
        ],
      },
      {
        question: 'When can we visit a patient?',
        answer: [
          'Ward visiting hours are 11 am to 1 pm and 5 pm to 7 pm. In the ICU one visitor at a time may come in at noon and at 6 pm.',
        ],
      },
      {
        question: 'What if the patient needs treatment that is not available here?',
        answer: [
          'Our doctors explain why, then arrange the transfer to our hospitals in Amritsar, book the ambulance and send the records and scans ahead, so the team there is ready when the patient arrives.',
        ],
      },
      {
        question: 'Do you accept health insurance and government schemes?',
        answer: [
          'Yes, many of them. Bring the policy or scheme card and photo identity to the billing desk, which confirms your cover before a planned admission or the first dialysis session.',
        ],
      },
      {
        question: 'Is there parking?',
        answer: [
          'Yes, free parking for cars, tractors and two-wheelers inside the hospital gate. Please leave the space in front of the emergency free for ambulances.',
        ],
      },
    ],
  },
  callToAction: {
    heading: 'Help in Tarn Taran, day and night',
    text: 'Call our emergency number and an ambulance will come to you; the emergency team in Tarn Taran is ready at every hour.',
    phone: 'emergency',
  },
};
