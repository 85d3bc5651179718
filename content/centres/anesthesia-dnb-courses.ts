import { defineCentreEntry } from './types';

export const anaesthesiaDnbCentre = defineCentreEntry({
  slug: 'anesthesia-dnb-courses',
  title: 'DNB in Anaesthesiology',
  category: 'Anaesthesiology',
  metaTitle: 'DNB Anaesthesiology: Seats, Eligibility, Training and Research',
  metaDescription:
    'Three-year DNB Anaesthesiology training across operating theatres, intensive care, labour rooms and the pain clinic: seats, eligibility, teaching and research.',
  lead: 'Three years of supervised training in safe anaesthesia, intensive care and pain relief, leading to the Diplomate of National Board in Anaesthesiology.',
  image: {
    src: '/images/centres/anesthesia-dnb-courses.svg',
    alt: 'Illustration of a patient monitor showing heart and breathing waveforms, a breathing mask and a graduation cap',
    width: 1200,
    height: 800,
  },
  intro: [
    'The Diplomate of National Board (DNB) in Anaesthesiology is a postgraduate qualification awarded by the National Board of Examinations in Medical Sciences (NBEMS), New Delhi, and recognised as equal to an MD. Our department of anaesthesiology is accredited by the Board to train residents.',
    'Our operating theatres run every day for joint replacement, trauma, neurosurgery, cardiac and thoracic surgery, plastic and burns surgery, caesarean sections and children’s surgery, with round-the-clock emergency lists. Residents give anaesthesia for all of them under a consultant’s supervision, and spend time in intensive care, the labour room and the pain clinic.',
  ],
  about: {
    heading: 'The training at a glance',
    groups: [
      {
        heading: 'Skills residents gain',
        points: [
          'Pre-operative assessment and preparing high-risk patients for surgery',
          'General anaesthesia and airway management, including video laryngoscopy and fibreoptic intubation',
          'Spinal, epidural and ultrasound-guided nerve blocks',
          'Anaesthesia for cardiac, neuro, paediatric and obstetric surgery',
          'Ventilation and organ support in the intensive care unit',
          'Acute pain services after surgery, and chronic pain procedures',
          'Cardiopulmonary resuscitation and leading the hospital’s emergency response team',
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
            name: 'Department of anaesthesiology office',
            detail: 'Theatre rosters, logbooks and rotations',
          },
        ],
      },
    ],
  },
  sections: [
    {
      kind: 'table',
      heading: 'Course details',
      caption: 'DNB Anaesthesiology at a glance',
      columns: [{ label: 'Item' }, { label: 'Details' }],
      rowHeaders: true,
      rows: [
        ['Qualification', 'Diplomate of National Board (DNB) in Anaesthesiology'],
        ['Awarded by', 'National Board of Examinations in Medical Sciences, New Delhi'],
        ['Type', 'Broad speciality, post-MBBS'],
        ['Duration', '3 years, full-time residency'],
        ['Seats', '2 a year'],
        ['Location', 'Amandeep Hospital, GT Road, Amritsar'],
        ['Admission', 'Through NEET-PG and the Board’s centralised counselling'],
        ['Final examination', 'Theory papers, then a practical and viva conducted by the Board'],
      ],
      note: 'Seats are as accredited by the Board at the time of writing; the Board’s current seat list is the final word.',
    },
    {
      kind: 'prose',
      heading: 'Eligibility and joining',
      paragraphs: [
        'Seats are filled only through the Board’s counselling after NEET-PG. The hospital does not take direct admissions.',
      ],
      points: [
        'MBBS from a college recognised by the National Medical Commission',
        'Internship completed by the Board’s cut-off date',
        'Permanent registration with the National Medical Commission or a State Medical Council',
        'Bring original certificates, the allotment letter, registration, identity proof and photographs when you join',
      ],
    },
    {
      kind: 'tabs',
      heading: 'Where residents train',
      lead: 'Residents move through the department’s areas on a planned rotation, so that every skill is logged before the final examination.',
      tabs: [
        {
          label: 'Operating theatres',
          paragraphs: [
            'The heart of the training. Residents anaesthetise patients for general, orthopaedic, trauma, urology, ENT, plastic and burns surgery, starting with healthy adults and moving on to older and sicker patients.',
          ],
        },
        {
          label: 'Speciality theatres',
          paragraphs: [
            'Dedicated postings in cardiac and thoracic surgery, neurosurgery and children’s surgery teach invasive monitoring, one-lung ventilation, brain protection and the care of small children.',
          ],
        },
        {
          label: 'Labour room',
          paragraphs: [
            'Residents give epidural pain relief in labour and spinal or general anaesthesia for caesarean sections, including emergencies in the middle of the night.',
          ],
        },
        {
          label: 'Intensive care',
          paragraphs: [
            'In the medical and surgical intensive care units, residents manage ventilators, sepsis, shock and kidney failure alongside the critical care team.',
          ],
        },
        {
          label: 'Pain clinic',
          paragraphs: [
            'Residents learn to treat pain after surgery, and assist with nerve blocks and procedures for back pain, cancer pain and nerve pain.',
          ],
        },
      ],
    },
    {
      kind: 'accordion',
      heading: 'Teaching programme',
      items: [
        {
          title: 'Daily',
          paragraphs: [
            'A morning handover and case discussion before the first theatre list, and bedside teaching throughout the day by the consultant in each theatre.',
          ],
        },
        {
          title: 'Weekly',
          paragraphs: [
            'Structured sessions in protected time, held in the department seminar room.',
          ],
          points: [
            'Monday: seminar on a topic from the Board’s syllabus',
            'Wednesday: journal club',
            'Thursday: airway and ultrasound skills on manikins and simulators',
            'Saturday: case presentation and thesis progress',
          ],
        },
        {
          title: 'Monthly',
          paragraphs: [
            'A morbidity and mortality meeting with the surgical departments, a critical incident review, and a mock examination in the final year.',
          ],
        },
      ],
    },
    {
      kind: 'prose',
      heading: 'Research and publications',
      paragraphs: [
        'Every resident completes a thesis, and many go on to publish. Recent work from the department includes:',
      ],
      points: [
        'Ultrasound-guided erector spinae block for pain relief after spine surgery: a randomised trial (2024)',
        'Video laryngoscope compared with direct laryngoscope for intubation in patients with neck injuries (2024)',
        'Spinal anaesthesia for caesarean section in women with preeclampsia: blood pressure outcomes (2023)',
        'Low-dose ketamine infusion for burn dressing changes in children (2023)',
        'A pre-operative checklist to reduce same-day cancellations of planned surgery (2022)',
      ],
    },
    {
      kind: 'prose',
      heading: 'Conferences and workshops',
      paragraphs: [
        'Residents attend and present at meetings every year, with leave and support from the department.',
      ],
      points: [
        'National anaesthesiology conference, 2024: oral paper on erector spinae block',
        'State anaesthesia update, Amritsar, 2024: hosted by the department, with a regional nerve block workshop',
        'Difficult airway workshop, 2023: run by the department for residents from the region',
        'Obstetric anaesthesia meeting, 2023: poster on spinal anaesthesia in preeclampsia',
      ],
    },
  ],
  faq: {
    heading: 'Questions about the anaesthesiology course',
    layout: 'two-column',
    items: [
      {
        question: 'How many seats are there?',
        answer: [
          'Two a year at the time of writing, as accredited by the Board. The Board’s seat list for each counselling round is the final word.',
        ],
      },
      {
        question: 'Is there a bond or a fee to the hospital?',
        answer: [
          'Fees are those the Board lays down for DNB training. The academic office will give you the current terms in writing before you join.',
        ],
      },
      {
        question: 'Do residents take night duty?',
        answer: [
          'Yes, on a published roster that covers emergency theatres, the labour room and intensive care, always with a consultant on call.',
        ],
      },
      {
        question: 'Will I learn ultrasound-guided blocks?',
        answer: [
          'Yes. Nerve blocks are part of daily practice in orthopaedic, trauma and plastic surgery, and residents log them from the first year.',
        ],
      },
      {
        question: 'Is a thesis required?',
        answer: [
          'Yes. The protocol is submitted to the Board in the first year and the completed thesis before the final examination.',
        ],
      },
      {
        question: 'Who do I contact before counselling?',
        answer: [
          'Call our helpline and ask for the academic office, or write to the DNB academic coordinator. We are glad to answer questions about the department and the training.',
        ],
      },
    ],
  },
  callToAction: {
    heading: 'Talk to the academic office',
    text: 'Call our helpline and ask for the academic office for questions about training in anaesthesiology.',
    phone: 'appointment',
  },
});
