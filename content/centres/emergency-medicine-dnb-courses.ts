import { defineCentreEntry } from './types';

export const emergencyMedicineDnbCentre = defineCentreEntry({
  slug: 'emergency-medicine-dnb-courses',
  title: 'DNB in Emergency Medicine',
  category: 'Emergency & Trauma Care',
  metaTitle: 'DNB Emergency Medicine: Seats, Eligibility, Training and Research',
  metaDescription:
    'Three-year DNB Emergency Medicine training in a busy trauma and emergency department: seats, eligibility, rotations, teaching, publications and conferences.',
  lead: 'Three years of supervised training in a busy emergency department, leading to the Diplomate of National Board in Emergency Medicine.',
  image: {
    src: '/images/centres/emergency-medicine-dnb-courses.svg',
    alt: 'Illustration of an open textbook with a heartbeat line and a medical cross, under a graduation cap',
    width: 1200,
    height: 800,
  },
  intro: [
    'The Diplomate of National Board (DNB) is a postgraduate medical qualification awarded by the National Board of Examinations in Medical Sciences (NBEMS), New Delhi, and recognised as equal to an MD or MS. Our emergency department is accredited by the Board to train residents in Emergency Medicine.',
    'The department sees patients round the clock from the GT Road and the highways of the Majha region: road accident victims, heart attacks, strokes, poisonings, snake bites, burns and very sick children. Residents learn by doing, under the supervision of consultants who are in the department at all hours, and leave able to run an emergency department on their own.',
  ],
  about: {
    heading: 'The programme at a glance',
    groups: [
      {
        heading: 'What residents learn',
        points: [
          'Resuscitation of the critically ill and injured adult and child',
          'Airway management, including rapid sequence intubation and difficult airways',
          'Trauma care to advanced trauma life support standards',
          'Point-of-care ultrasound in the emergency department',
          'Triage and the management of mass casualty incidents',
          'Toxicology, snake bite and environmental emergencies',
          'Communication with patients and families at difficult moments',
        ],
      },
      {
        heading: 'Contact the academic office',
        points: [
          {
            name: 'DNB academic coordinator',
            detail: 'Admissions, joining formalities, stipend and leave',
            email: 'academics@amandeephospital.org',
          },
          {
            name: 'Emergency department training office',
            detail: 'Duty rosters, logbooks and rotations',
          },
        ],
      },
    ],
  },
  sections: [
    {
      kind: 'table',
      heading: 'Course facts',
      caption: 'DNB Emergency Medicine at a glance',
      columns: [{ label: 'Item' }, { label: 'Details' }],
      rowHeaders: true,
      rows: [
        ['Qualification', 'Diplomate of National Board (DNB) in Emergency Medicine'],
        ['Awarded by', 'National Board of Examinations in Medical Sciences, New Delhi'],
        ['Type', 'Broad speciality, post-MBBS'],
        ['Duration', '3 years, full-time residency'],
        ['Seats', '2 a year'],
        ['Location', 'Amandeep Hospital, GT Road, Amritsar'],
        ['Admission', 'Through NEET-PG and the Board’s centralised counselling'],
        ['Stipend', 'As laid down by the Board for each year of training'],
      ],
      note: 'Seats are as accredited by the Board at the time of writing; the Board’s current seat list is the final word.',
    },
    {
      kind: 'prose',
      heading: 'Who can apply',
      paragraphs: [
        'Admission is only through the Board’s counselling. We do not take admissions directly, and no one is authorised to collect money for a seat.',
      ],
      points: [
        'An MBBS degree recognised by the National Medical Commission',
        'A completed compulsory rotating internship by the Board’s cut-off date',
        'Permanent registration with the National Medical Commission or a State Medical Council',
        'A qualifying NEET-PG score, and a choice filled for our hospital during counselling',
        'At joining: original certificates, registration, identity proof and a medical fitness certificate',
      ],
    },
    {
      kind: 'accordion',
      heading: 'Three years of training',
      lead: 'Residents spend most of their time in the emergency department, with rotations to the areas emergency doctors depend on.',
      items: [
        {
          title: 'First year: the foundations',
          paragraphs: [
            'Residents work in triage and the resuscitation bays under direct supervision, and complete life support courses in basic, advanced cardiac and trauma care. They choose a thesis topic and submit the protocol to the Board within the first months.',
          ],
          points: ['Rotations: anaesthesia (airway skills), medicine and general surgery'],
        },
        {
          title: 'Second year: growing responsibility',
          paragraphs: [
            'Residents lead resuscitations with a consultant nearby, perform ultrasound-guided procedures and teach first-year residents and nurses. Data collection for the thesis continues.',
          ],
          points: [
            'Rotations: intensive care, cardiology, orthopaedics, paediatrics and obstetrics',
          ],
        },
        {
          title: 'Third year: running the floor',
          paragraphs: [
            'Residents act as shift leaders, take part in disaster drills and ambulance handovers, submit the thesis and prepare for the final examination with mock theory and practical tests.',
          ],
          points: ['Rotations: burns, neurosurgery and toxicology'],
        },
      ],
    },
    {
      kind: 'table',
      heading: 'Weekly academic schedule',
      lead: 'Teaching is protected time: a colleague covers the floor during these sessions.',
      caption: 'Regular teaching sessions in the emergency department',
      columns: [{ label: 'Day' }, { label: 'Session' }, { label: 'Time' }],
      rowHeaders: true,
      rows: [
        ['Monday', 'Case presentation from the previous week', '8:30 to 9:30 am'],
        ['Tuesday', 'Journal club', '8:30 to 9:30 am'],
        [
          'Wednesday',
          'Simulation and skills lab: airway, ultrasound, procedures',
          '2:00 to 4:00 pm',
        ],
        ['Thursday', 'ECG, X-ray and CT reading', '8:30 to 9:30 am'],
        ['Friday', 'Morbidity and mortality meeting', '8:30 to 9:30 am'],
        ['Saturday', 'Thesis progress and research methods', '12:00 to 1:00 pm'],
      ],
    },
    {
      kind: 'prose',
      heading: 'Publications',
      paragraphs: [
        'Residents and faculty publish from the department’s own work. Recent papers include:',
      ],
      points: [
        'Time from road accident to definitive care in a highway trauma catchment of north India: a one-year audit (2024)',
        'Point-of-care ultrasound compared with chest X-ray for pneumothorax in blunt chest injury (2024)',
        'Outcomes of common krait bites treated in a rural-urban emergency department (2023)',
        'Aluminium phosphide poisoning: early predictors of death in the emergency department (2023)',
        'Triage accuracy of nurses using a five-level scale in a busy Indian emergency department (2022)',
      ],
    },
    {
      kind: 'prose',
      heading: 'Conferences and courses',
      paragraphs: [
        'Residents present their work every year, and the department hosts hands-on courses for doctors from the region.',
      ],
      points: [
        'National emergency medicine conference, 2024: two posters on trauma ultrasound and snake bite',
        'State emergency medicine update, Amritsar, 2024: hosted by the department, with workshops on airway and ultrasound',
        'North zone critical care meeting, 2023: oral presentation on poisoning outcomes',
        'Regional trauma symposium, 2023: panel on the golden hour and ambulance handover',
        'Disaster preparedness drill with district authorities, held every year',
      ],
    },
  ],
  faq: {
    heading: 'Questions about the DNB course',
    layout: 'two-column',
    items: [
      {
        question: 'Is a DNB equal to an MD?',
        answer: [
          'Yes. The DNB is recognised as equivalent to an MD or MS for teaching posts and practice, in line with the rules of the National Medical Commission.',
        ],
      },
      {
        question: 'How do I get a seat here?',
        answer: [
          'Only through NEET-PG and the Board’s centralised counselling. Choose our hospital during choice filling. We do not offer management or direct seats.',
        ],
      },
      {
        question: 'Is a stipend paid?',
        answer: [
          'Yes, a monthly stipend at the rates the Board lays down for each year of training, along with leave as per the Board’s rules.',
        ],
      },
      {
        question: 'Is accommodation available?',
        answer: [
          'Hostel rooms for residents are available near the hospital, subject to vacancy. Ask the academic office when you join.',
        ],
      },
      {
        question: 'What are the duty hours?',
        answer: [
          'Residents work in shifts on a published roster, with weekly rest days. Teaching sessions are protected time.',
        ],
      },
      {
        question: 'Is a thesis required?',
        answer: [
          'Yes. Every resident completes a thesis on a topic from the department’s work, guided by a faculty member, and submits it to the Board before the final examination.',
        ],
      },
    ],
  },
  callToAction: {
    heading: 'Questions about joining?',
    text: 'Call our helpline and ask for the academic office, or write to the DNB academic coordinator.',
    phone: 'appointment',
  },
});
