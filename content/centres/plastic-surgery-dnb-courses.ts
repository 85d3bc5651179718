import { defineCentreEntry } from './types';

export const plasticSurgeryDnbCentre = defineCentreEntry({
  slug: 'plastic-surgery-dnb-courses',
  title: 'DNB in Plastic and Reconstructive Surgery',
  category: 'Plastic Reconstructive & Aesthetic Surgery',
  metaTitle: 'DNB Plastic Surgery: Super-Speciality Training, Research, Events',
  metaDescription:
    'Three-year super-speciality DNB in Plastic Surgery: hand and microsurgery, burns, cleft and cancer reconstruction, with our teaching, papers and conferences.',
  lead: 'Three years of super-speciality training in a busy plastic surgery department, leading to the Diplomate of National Board in Plastic Surgery.',
  image: {
    src: '/images/centres/plastic-surgery-dnb-courses.svg',
    alt: 'Illustration of an open textbook with a curved surgical needle and a dotted line of thread, under a graduation cap',
    width: 1200,
    height: 800,
  },
  intro: [
    'The DNB in Plastic and Reconstructive Surgery is a super-speciality qualification awarded by the National Board of Examinations in Medical Sciences (NBEMS), New Delhi, and recognised as equal to an MCh. It is open to surgeons who already hold an MS or DNB in General Surgery.',
    'Our plastic surgery department treats a wide range of patients every year: hand injuries from farm and factory machines, burns, cleft lip and palate under a free programme run with an international cleft charity since 2004, reconstruction after head and neck and breast cancer, and aesthetic surgery. Residents are part of all of it, from the emergency department at night to the microsurgery theatre, and operate with increasing independence as they progress.',
  ],
  about: {
    heading: 'The training at a glance',
    groups: [
      {
        heading: 'What residents learn to do',
        points: [
          'Primary repair of tendons, nerves and fractures of the hand',
          'Microvascular surgery: replantation of fingers and free tissue transfer',
          'Acute burn surgery, skin grafting and burn scar reconstruction',
          'Primary cleft lip and palate repair, and secondary cleft surgery',
          'Reconstruction after cancer of the head and neck, breast and skin',
          'Flap cover of wounds of the leg and foot after trauma and diabetes',
          'Aesthetic procedures, and honest counselling of aesthetic patients',
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
            name: 'Plastic surgery department office',
            detail: 'Theatre lists, logbooks, thesis and rotations',
            email: 'plasticsurgery@amandeephospital.org',
          },
        ],
      },
    ],
  },
  sections: [
    {
      kind: 'table',
      heading: 'Course facts',
      caption: 'DNB Plastic and Reconstructive Surgery at a glance',
      columns: [{ label: 'Item' }, { label: 'Details' }],
      rowHeaders: true,
      rows: [
        [
          'Qualification',
          'Diplomate of National Board (DNB) in Plastic and Reconstructive Surgery',
        ],
        ['Awarded by', 'National Board of Examinations in Medical Sciences, New Delhi'],
        ['Type', 'Super speciality, after MS or DNB in General Surgery'],
        ['Duration', '3 years, full-time residency'],
        ['Seats', '1 a year'],
        ['Location', 'Amandeep Hospital, GT Road, Amritsar'],
        ['Admission', 'Through NEET-SS and the Board’s centralised counselling'],
      ],
      note: 'Seats are as accredited by the Board at the time of writing; the Board’s current seat list is the final word.',
    },
    {
      kind: 'prose',
      heading: 'Who can apply',
      paragraphs: [
        'The hospital does not take direct admissions; every seat is allotted by the Board’s counselling.',
      ],
      points: [
        'An MS or DNB in General Surgery, completed by the Board’s cut-off date',
        'Registration with the National Medical Commission or a State Medical Council',
        'A qualifying NEET-SS score, and our hospital chosen during counselling',
      ],
    },
    {
      kind: 'tabs',
      heading: 'Clinical training areas',
      lead: 'Residents rotate through each area of the department, keeping a logbook of the operations they assist, perform under supervision and perform on their own.',
      tabs: [
        {
          label: 'Hand and microsurgery',
          paragraphs: [
            'Emergency hand repairs day and night, planned tendon and nerve reconstruction, and replantation of cut-off fingers under the operating microscope. Residents practise vessel joins in the microsurgery skills lab before operating on patients.',
          ],
        },
        {
          label: 'Burns',
          paragraphs: [
            'Resuscitation and wound care in the burns intensive care area, early removal of burned tissue and skin grafting, and later release of scars that limit movement.',
          ],
        },
        {
          label: 'Cleft',
          paragraphs: [
            'Residents assess babies at the cleft clinic and assist with, then perform, lip and palate repairs under the free programme run with an international cleft charity, working alongside the speech therapist and orthodontist.',
          ],
        },
        {
          label: 'Cancer reconstruction',
          paragraphs: [
            'Working with the surgical oncologists, residents plan and carry out reconstruction of the jaw, tongue, face and breast after cancer surgery, often with free flaps.',
          ],
        },
        {
          label: 'Aesthetic surgery',
          paragraphs: [
            'Residents attend aesthetic consultations and assist with procedures such as rhinoplasty, liposuction, abdominoplasty and breast reduction.',
          ],
        },
      ],
    },
    {
      kind: 'table',
      heading: 'Academic activities',
      lead: 'Teaching runs alongside a heavy operating schedule, with sessions in protected time.',
      caption: 'Regular academic activities of the plastic surgery department',
      columns: [{ label: 'Activity' }, { label: 'How often' }, { label: 'What it covers' }],
      rowHeaders: true,
      rows: [
        [
          'Seminar',
          'Weekly',
          'A syllabus topic presented by a resident and discussed by the faculty',
        ],
        ['Journal club', 'Weekly', 'A recent paper read critically, with its methods and results'],
        [
          'Case presentation',
          'Weekly',
          'Planning of an upcoming operation, with the options weighed',
        ],
        ['Microsurgery lab', 'Fortnightly', 'Vessel and nerve joins on practice models'],
        [
          'Flap dissection course',
          'Yearly',
          'Anatomy of the common flaps, taught in a partner anatomy department',
        ],
        ['Morbidity meeting', 'Monthly', 'Complications reviewed openly, and what will change'],
      ],
    },
    {
      kind: 'prose',
      heading: 'Publications',
      paragraphs: [
        'Residents and faculty publish from the department’s own patients and audits. Recent papers include:',
      ],
      points: [
        'Fodder-cutter injuries of the hand in rural Punjab: patterns and functional outcomes (2024)',
        'Free fibula flap for reconstruction of the lower jaw after cancer surgery: a five-year series (2024)',
        'Outcomes of primary palate repair in children operated on after the age of two (2023)',
        'Early excision and grafting compared with delayed grafting in mid-dermal burns in children (2023)',
        'Negative pressure wound therapy before flap cover of open leg fractures (2022)',
        'Long-term speech results after cleft palate repair in a charity-funded programme (2021)',
      ],
    },
    {
      kind: 'prose',
      heading: 'Conferences and presentations',
      paragraphs: [
        'The department supports residents to present at one national meeting a year at least, and hosts courses for surgeons from the region.',
      ],
      points: [
        'National plastic surgery conference, 2024: oral papers on fodder-cutter hand injuries and fibula flaps',
        'North zone plastic surgery meeting, 2024: poster on the timing of palate repair',
        'Hands-on microsurgery workshop, Amritsar, 2023: hosted by the department for residents across the region',
        'National cleft care conference, 2023: talk on running a free cleft programme since 2004',
        'Burns care update, 2022: panel on early excision and grafting in children',
      ],
    },
  ],
  faq: {
    heading: 'Questions about the plastic surgery course',
    layout: 'two-column',
    items: [
      {
        question: 'Is this DNB equal to an MCh?',
        answer: [
          'Yes. The super-speciality DNB in Plastic Surgery is recognised as equivalent to an MCh, in line with the rules of the National Medical Commission.',
        ],
      },
      {
        question: 'Can I apply with a DNB in General Surgery?',
        answer: [
          'Yes. An MS or a DNB in General Surgery makes you eligible for NEET-SS in the surgical group, through which the seat is allotted.',
        ],
      },
      {
        question: 'How much microsurgery will I do?',
        answer: [
          'Residents assist from the first year and perform vessel joins under supervision once they pass the skills lab stage. Replantations and free flaps are a regular part of the department’s work.',
        ],
      },
      {
        question: 'Will I operate on cleft patients?',
        answer: [
          'Yes. The free cleft programme, run with an international cleft charity since 2004, gives residents steady supervised experience of lip and palate repair.',
        ],
      },
      {
        question: 'Is research expected?',
        answer: [
          'Yes. Each resident completes a thesis for the Board and is encouraged to present at conferences and publish at least one paper during training.',
        ],
      },
      {
        question: 'Whom can I ask about the training?',
        answer: [
          'Call our helpline and ask for the academic office, or write to the plastic surgery department office. Visits to see the department before counselling can be arranged.',
        ],
      },
    ],
  },
  callToAction: {
    heading: 'Questions about the course?',
    text: 'Call our helpline and ask for the academic office, or write to the DNB academic coordinator.',
    phone: 'appointment',
  },
});
