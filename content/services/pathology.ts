import { defineServiceEntry } from './types';

export const pathologyService = defineServiceEntry({
  slug: 'pathology',
  menu: { label: 'Pathology', places: { services: 6 } },
  title: 'Pathology and Laboratory',
  metaTitle: 'Pathology: Blood Tests, Laboratory Services and Home Collection',
  metaDescription:
    'Blood, urine and tissue tests in our 24-hour laboratory, with home sample collection. Which tests need fasting, what to bring and when reports are ready.',
  lead: 'Blood, urine and tissue tests done in our own laboratory 24 hours a day, with reports on paper, on your phone and with your doctor.',
  banner: {
    src: '/images/services/pathology.svg',
    alt: 'Illustration of a laboratory microscope beside a rack of three sample tubes',
    width: 1200,
    height: 800,
  },
  intro: [
    'Most decisions a doctor makes begin with a test: a blood count in a fever, a sugar test in diabetes, a culture to choose the right antibiotic, or a biopsy to find out whether a lump is harmless. Our laboratory does these tests for patients in our wards and emergency, and for outpatients sent by any doctor.',
    'The central laboratory at Medicity, Amritsar is accredited by NABL, the national accreditation body for testing laboratories, and every unit has a laboratory open 24 hours for urgent tests. Samples for specialised tests are sent to the central laboratory the same day.',
    'You can give a sample at any of our hospitals without an appointment, or ask for a technician to collect it from your home.',
  ],
  sections: [
    {
      kind: 'about-list',
      heading: 'Tests we do',
      lead: 'A selection of the tests most often asked for. Ask at the counter about any test not listed.',
      groups: [
        {
          heading: 'Blood tests',
          points: [
            'Complete blood count, blood group and ESR',
            'Blood sugar (fasting, after meals and HbA1c)',
            'Liver, kidney and thyroid function tests',
            'Lipid profile (cholesterol and triglycerides)',
            'Dengue, malaria, typhoid and hepatitis tests',
            'Vitamin D, vitamin B12 and iron studies',
          ],
        },
        {
          heading: 'Microbiology',
          points: [
            'Urine, blood, sputum and pus cultures, with the antibiotics that work',
            'Tests for tuberculosis',
          ],
        },
        {
          heading: 'Histopathology and cytology',
          points: [
            'Biopsies and tissue removed at operations',
            'Fine-needle aspiration (FNAC) of lumps',
            'Pap smears for cervical screening',
          ],
        },
      ],
    },
    {
      kind: 'table',
      heading: 'Fasting and report times',
      lead: 'Plain water is allowed during fasting. Take your usual medicines unless your doctor says otherwise.',
      caption: 'Preparation and report time for common tests',
      columns: [{ label: 'Test' }, { label: 'Before the test' }, { label: 'Report ready' }],
      rowHeaders: true,
      rows: [
        ['Complete blood count', 'No preparation', 'Within 2 hours'],
        ['Fasting blood sugar', '8 to 10 hours without food', 'Within 2 hours'],
        ['Lipid profile', '10 to 12 hours without food', 'Same day'],
        ['Thyroid function', 'No preparation; morning sample preferred', 'Same day'],
        ['Urine routine', 'First urine of the morning, midstream', 'Within 2 hours'],
        ['Culture and sensitivity', 'Sample before starting antibiotics', '2 to 3 days'],
        ['Biopsy', 'Sample taken by your doctor', '3 to 5 working days'],
      ],
      note: 'Urgent tests for emergency and admitted patients are reported first, usually within an hour.',
    },
    {
      kind: 'accordion',
      heading: 'Home sample collection, step by step',
      lead: 'Useful for older patients, those who are unwell and anyone who needs a fasting sample early in the morning.',
      items: [
        {
          title: 'Book a visit',
          paragraphs: [
            'Call the appointment line a day ahead with the patient’s name, address and the tests prescribed. Send a photo of the prescription on the phone number we give you.',
          ],
        },
        {
          title: 'The technician visits',
          paragraphs: [
            'A trained technician comes at the agreed time, usually between 7 am and 11 am, with sealed, single-use needles and tubes, and takes the sample at home.',
          ],
        },
        {
          title: 'Pay and get a receipt',
          paragraphs: [
            'Pay the technician by UPI, card or cash and keep the receipt: it carries the number you need to collect the report.',
          ],
        },
        {
          title: 'Receive the report',
          paragraphs: [
            'The report is sent to your phone as soon as it is ready, and a printed copy can be collected from the laboratory counter of any of our hospitals.',
          ],
        },
      ],
    },
  ],
  faq: {
    heading: 'Questions about laboratory tests',
    layout: 'single',
    items: [
      {
        question: 'Do I need an appointment to give a blood sample?',
        answer: [
          'No. Come to the laboratory counter of any of our hospitals with your prescription. Fasting samples are best given between 7 am and 10 am.',
        ],
      },
      {
        question: 'Can I drink water or tea before a fasting test?',
        answer: [
          'Plain water is fine and helps the sample to be taken easily. Tea, coffee, milk and juice break the fast, so have them after the sample.',
        ],
      },
      {
        question: 'Should I take my diabetes or blood pressure medicines before the test?',
        answer: [
          'Take blood pressure and thyroid tablets as usual. Take diabetes tablets or insulin only after the fasting sample, with your breakfast, unless your doctor has told you otherwise.',
        ],
      },
      {
        question: 'How will I get my report?',
        answer: [
          'Reports are sent to your registered phone number as soon as they are ready. You can also collect a printed copy from the laboratory counter with your receipt.',
        ],
      },
      {
        question: 'Do you test samples sent by other doctors?',
        answer: [
          'Yes. We test samples on the prescription of any registered doctor, and the report can go to them as well as to you.',
        ],
      },
    ],
  },
  callToAction: {
    heading: 'Book a home sample collection',
    text: 'Call the appointment line a day ahead and a technician will come to your home to take the sample.',
    phone: 'appointment',
  },
});
