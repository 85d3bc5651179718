import { defineServiceEntry } from './types';

export const opdClinicsService = defineServiceEntry({
  slug: 'opd-clinics',
  menu: { label: 'OPD Clinics', places: { 'footer-patients': 17 } },
  title: 'OPD Clinics',
  metaTitle: 'OPD Clinics: Our Specialists in Towns Near You',
  metaDescription:
    'Our specialists hold regular outpatient clinics in towns around Amritsar, Pathankot, Tarn Taran, Ferozepur and Srinagar. Days, timings and how to book.',
  lead: 'Our specialists travel to towns around our hospitals on fixed days, so you can see them without the journey to the city.',
  banner: {
    src: '/images/services/opd-clinics.svg',
    alt: 'Illustration of a folded map with a small clinic and location pins along a road',
    width: 1200,
    height: 800,
  },
  intro: [
    'For many families, a visit to a specialist means a day off work and a long bus ride. Our peripheral OPD clinics bring the specialists to you: doctors from our hospitals hold outpatient clinics on fixed days in towns around Amritsar, Pathankot, Tarn Taran, Ferozepur and Srinagar.',
    'At the clinic you can see the doctor, have your blood pressure and sugar checked, give blood samples for testing, and have an ECG. If you need a scan, an operation or an admission, the clinic team books it at the nearest of our hospitals and tells you what to bring.',
  ],
  sections: [
    {
      kind: 'table',
      heading: 'Clinic days and timings',
      lead: 'Clinics are held on the days below, except on public holidays. Call the appointment line before you travel to confirm the doctor is on duty.',
      caption: 'Peripheral OPD clinics, their specialities, days and timings',
      columns: [
        { label: 'Town' },
        { label: 'Specialities' },
        { label: 'Days' },
        { label: 'Timings' },
        { label: 'Linked hospital' },
      ],
      rowHeaders: true,
      rows: [
        [
          'Ajnala',
          'Orthopaedics, general medicine',
          'Every Tuesday',
          '10 am to 2 pm',
          'GT Road, Amritsar',
        ],
        [
          'Jandiala Guru',
          'Cardiology, general surgery',
          'Every Thursday',
          '10 am to 1 pm',
          'Medicity, Amritsar',
        ],
        [
          'Baba Bakala',
          'Obstetrics and gynaecology, paediatrics',
          '1st and 3rd Saturday',
          '11 am to 3 pm',
          'GT Road, Amritsar',
        ],
        [
          'Gurdaspur',
          'Orthopaedics, neuro and spine',
          'Every Monday',
          '10 am to 2 pm',
          'Pathankot',
        ],
        [
          'Dinanagar',
          'General medicine, diabetic foot care',
          'Every Friday',
          '10 am to 1 pm',
          'Pathankot',
        ],
        [
          'Patti',
          'Orthopaedics, obstetrics and gynaecology',
          'Every Wednesday',
          '10 am to 2 pm',
          'Tarn Taran',
        ],
        ['Zira', 'Cardiology, general medicine', 'Every Tuesday', '11 am to 3 pm', 'Ferozepur'],
        [
          'Fazilka',
          'Orthopaedics, nephrology',
          '2nd and 4th Saturday',
          '10 am to 2 pm',
          'Ferozepur',
        ],
        [
          'Ganderbal',
          'General medicine, paediatrics',
          'Every Thursday',
          '10 am to 1 pm',
          'Srinagar',
        ],
        [
          'Budgam',
          'Orthopaedics, obstetrics and gynaecology',
          'Every Saturday',
          '10 am to 2 pm',
          'Srinagar',
        ],
      ],
      note: 'Registration closes 30 minutes before the clinic ends. The clinic’s exact address is given when you book.',
    },
    {
      kind: 'prose',
      heading: 'Who the clinics are for',
      paragraphs: [
        'The clinics suit patients who need a specialist’s opinion, those coming back for a follow-up after treatment at one of our hospitals, and people with long-term conditions such as diabetes, high blood pressure, arthritis or kidney disease who need regular check-ups.',
        'They are not for emergencies. For chest pain, a stroke, an accident or heavy bleeding, call the emergency number and go to the nearest emergency department.',
      ],
      points: [
        'Consultation with a specialist from our hospitals',
        'Blood pressure, blood sugar and ECG on the spot',
        'Blood and urine samples taken for our laboratory, with reports on your phone',
        'Booking of scans, operations and admissions at the linked hospital',
      ],
    },
    {
      kind: 'accordion',
      heading: 'Visiting a clinic, step by step',
      items: [
        {
          title: 'Book a token',
          paragraphs: [
            'Call the appointment line with the patient’s name, age and the town. You receive a token number by SMS. Patients without a token are seen too, after those with one.',
          ],
        },
        {
          title: 'Bring your papers',
          paragraphs: ['Bring everything that helps the doctor understand your illness.'],
          points: [
            'Earlier prescriptions, reports and scans',
            'Your medicines, in their strips or bottles',
            'The discharge summary, if you were treated at one of our hospitals',
          ],
        },
        {
          title: 'See the doctor',
          paragraphs: [
            'A nurse records your weight, blood pressure and sugar before you see the doctor. The consultation fee is the same as at the hospital.',
          ],
        },
        {
          title: 'If you need more care',
          paragraphs: [
            'The clinic team books any scan, test or admission at the linked hospital and gives you a slip with the date, the place and what to bring. Your clinic notes reach the hospital before you do.',
          ],
        },
      ],
    },
  ],
  faq: {
    heading: 'Questions about our OPD clinics',
    layout: 'single',
    items: [
      {
        question: 'Are the doctors at the clinics the same as at the hospital?',
        answer: [
          'Yes. The clinics are held by specialists from our hospitals, and your records are shared, so you can continue with the same doctor at the hospital.',
        ],
      },
      {
        question: 'Do I need an appointment?',
        answer: [
          'A token booked on the appointment line saves waiting, but patients who walk in are also seen on the day.',
        ],
      },
      {
        question: 'Can I get tests done at the clinic?',
        answer: [
          'Blood and urine samples are taken at the clinic and tested at our laboratory, and an ECG is done on the spot. X-rays and scans are booked at the linked hospital.',
        ],
      },
      {
        question: 'What happens if a clinic is cancelled?',
        answer: [
          'If a doctor is called away, we send an SMS to everyone with a token and offer the next clinic day or a visit to the hospital.',
        ],
      },
      {
        question: 'Can I ask for a clinic in my town?',
        answer: [
          'Yes. Panchayats, community groups and employers can call the appointment line to suggest a town; we add clinics where there is a regular need.',
        ],
      },
    ],
  },
  callToAction: {
    heading: 'Book a token for a clinic near you',
    text: 'Call the appointment line with the town and the speciality you need, and we will give you the next clinic day.',
    phone: 'appointment',
  },
});
