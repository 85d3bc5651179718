import { defineCentreEntry } from './types';

export const neuroSpineCentre = defineCentreEntry({
  slug: 'amandeep-centre-of-excellence-for-neuro-spine-surgery',
  menu: { label: 'Neuro & Spine', places: { 'centres-of-excellence': 4 } },
  title: 'Centre of Excellence for Neuro and Spine Surgery',
  category: 'Neuro & Spine Surgery',
  metaTitle: 'Neuro and Spine Centre: Slipped Disc, Head Injury and Tumours',
  metaDescription:
    'Slipped disc, spinal stenosis, spine fractures, head injury and brain tumours treated by neurosurgeons with 24-hour emergency cover and rehabilitation.',
  lead: 'Surgery only when it will help, done through the smallest opening that is safe, with round-the-clock cover for head and spine injuries.',
  image: {
    src: '/images/centres/amandeep-centre-of-excellence-for-neuro-spine-surgery.svg',
    alt: 'Illustration of a spine of stacked vertebrae beside the outline of a head and brain',
    width: 1200,
    height: 800,
  },
  intro: [
    'Back and neck pain are among the commonest reasons people miss work, and most of them settle without an operation. Our neuro and spine team first finds out what is causing the pain, numbness or weakness, and then offers the simplest treatment that will work: medicines, guided physiotherapy, an injection, or surgery when it is truly needed.',
    'The same team looks after the brain and nerves: head injuries from road accidents and falls, bleeding in the brain, brain and spinal tumours, and excess fluid in the brain (hydrocephalus). Emergency neurosurgery is available round the clock at our GT Road hospital in Amritsar, with CT scanning and a neuro intensive care area on site.',
  ],
  about: {
    heading: 'What the neuro and spine centre treats',
    groups: [
      {
        heading: 'Spine',
        points: [
          'Slipped (herniated) disc in the neck or lower back, and sciatica',
          'Narrowing of the spinal canal (spinal stenosis)',
          'A slipped vertebra (spondylolisthesis)',
          'Spine fractures after falls and accidents, and weak-bone fractures in older people',
          'Tuberculosis and other infections of the spine',
          'Tumours of the spine and spinal cord',
        ],
      },
      {
        heading: 'Brain and nerves',
        points: [
          'Head injury and bleeding inside the skull',
          'Brain tumours',
          'Hydrocephalus in children and adults',
          'Strokes that need an operation to relieve pressure',
          'Trapped nerves in the wrist and elbow, such as carpal tunnel syndrome',
        ],
      },
      {
        heading: 'Facilities',
        points: [
          'Operating microscope and spinal endoscope for keyhole surgery',
          'X-ray guidance in the operating theatre for accurate screw placement',
          'CT and MRI scanning',
          'Neuro intensive care with nurses trained in head and spine injury',
          'Physiotherapy from the day after surgery',
        ],
      },
      {
        heading: 'Contact the neuro and spine centre',
        points: [
          {
            name: 'Neuro and spine care desk',
            detail: 'MRI review appointments, surgery dates and transfers of injured patients',
            email: 'neurospine@amandeephospital.org',
          },
        ],
      },
    ],
  },
  sections: [
    {
      kind: 'prose',
      heading: 'Back pain that should not wait',
      paragraphs: [
        'Ordinary back pain, even when it is severe, usually eases over a few weeks. These signs are different: they can mean pressure on the spinal cord or nerves, and need to be seen the same day.',
      ],
      points: [
        'Numbness around the back passage, buttocks or genitals',
        'Difficulty passing urine, or loss of control of bladder or bowels',
        'New weakness in a leg or foot, such as a foot that slaps or drags',
        'Back pain with fever, weight loss or a history of cancer or tuberculosis',
        'Back or neck pain after a fall, a road accident or a blow',
      ],
    },
    {
      kind: 'table',
      heading: 'Common spine operations compared',
      lead: 'Typical figures for healthy adults; your own surgeon will tell you what to expect in your case.',
      caption: 'Incision size, hospital stay and return to work for common spine operations',
      columns: [
        { label: 'Operation' },
        { label: 'Used for' },
        { label: 'Cut on the skin' },
        { label: 'Stay in hospital' },
        { label: 'Back to desk work' },
      ],
      rowHeaders: true,
      rows: [
        [
          'Endoscopic discectomy',
          'A slipped disc pressing on one nerve',
          'About 1 cm',
          'Same day or 1 night',
          '1 to 2 weeks',
        ],
        [
          'Microdiscectomy',
          'A slipped disc pressing on one nerve',
          '2 to 3 cm',
          '1 to 2 nights',
          '2 to 4 weeks',
        ],
        [
          'Decompression (laminectomy)',
          'Narrowing of the spinal canal',
          '4 to 6 cm',
          '2 to 3 nights',
          '4 to 6 weeks',
        ],
        [
          'Spinal fusion with screws',
          'An unstable or slipped vertebra, fractures',
          '6 to 10 cm, or small cuts if done through the skin',
          '3 to 5 nights',
          '6 to 12 weeks',
        ],
      ],
      note: 'People whose work involves lifting or driving heavy vehicles usually need longer before going back.',
    },
    {
      kind: 'accordion',
      heading: 'Planned spine surgery, step by step',
      items: [
        {
          title: 'The first visit',
          paragraphs: [
            'The surgeon listens to your story, examines your strength, feeling and reflexes, and looks at your MRI. Bring the MRI films or disc and the report, not only the report. Many patients leave this visit with a plan of medicines and physiotherapy, not an operation.',
          ],
        },
        {
          title: 'Deciding on surgery',
          paragraphs: [
            'If surgery is advised, the surgeon explains what will be done, what it should improve, what it will not change, and its risks. Take your time, and bring a family member to this conversation.',
          ],
        },
        {
          title: 'Before the operation',
          paragraphs: [
            'Blood tests, an ECG and a check by the anaesthetist are done a few days before. Blood thinners and some diabetes medicines may need to be stopped or changed: the team will tell you exactly when.',
          ],
        },
        {
          title: 'The day of surgery and after',
          paragraphs: [
            'Most patients are helped to stand and walk by the physiotherapist on the same or the next day. You go home when you can walk safely, manage the stairs and your pain is controlled with tablets.',
          ],
        },
        {
          title: 'Recovery at home',
          paragraphs: [
            'Walk a little more each day and avoid lifting, bending and long drives for the weeks your surgeon advises. Stitches are checked at about two weeks, and the exercise programme continues for some months.',
          ],
        },
      ],
    },
    {
      kind: 'tabs',
      heading: 'Treatment for a slipped disc',
      lead: 'Most people improve without an operation. Treatment moves to the next step only if the last one has not helped.',
      tabs: [
        {
          label: 'Rest and medicines',
          paragraphs: [
            'A few days of reduced activity, not strict bed rest, with pain relief and sometimes a short course of medicines for nerve pain. Staying gently active helps the disc settle faster than lying down.',
          ],
        },
        {
          label: 'Physiotherapy',
          paragraphs: [
            'A physiotherapist teaches exercises that strengthen the muscles supporting the spine and shows safe ways to sit, lift and sleep. Most sciatica improves within six to twelve weeks.',
          ],
        },
        {
          label: 'Injection',
          paragraphs: [
            'If nerve pain is severe, a steroid injection placed near the trapped nerve under X-ray guidance can calm it enough for exercise to work. It is a day-care procedure.',
          ],
        },
        {
          label: 'Surgery',
          paragraphs: [
            'Surgery removes the part of the disc that presses on the nerve. It is advised for weakness that is getting worse, bladder or bowel problems, or leg pain that has not improved after several weeks of the steps above.',
          ],
        },
      ],
    },
  ],
  faq: {
    heading: 'Questions about neuro and spine surgery',
    layout: 'two-column',
    items: [
      {
        question: 'My MRI shows a disc bulge. Do I need surgery?',
        answer: [
          'Not on the strength of the MRI alone. Disc bulges are common in people with no pain at all. The decision depends on your symptoms and examination, and most bulges are treated without an operation.',
        ],
      },
      {
        question: 'Will I have to wear a belt after spine surgery?',
        answer: [
          'After a disc operation, usually not. After a fusion or a fracture, a brace may be advised for some weeks. Your surgeon will tell you which applies to you.',
        ],
      },
      {
        question: 'What should we bring for a neurosurgery opinion?',
        answer: [
          'Bring all MRI and CT films or discs with their reports, earlier prescriptions and discharge summaries, and a list of the medicines you take now, including blood thinners.',
        ],
      },
      {
        question: 'Can a head injury be serious if the person seems fine?',
        answer: [
          'Yes. Bleeding inside the skull can build up slowly over hours. Bring the person to the emergency department at once if they become drowsy, vomit repeatedly, have a fit, a severe headache or weakness, especially if they take blood thinners.',
        ],
      },
      {
        question: 'How long after brain surgery will my relative be in intensive care?',
        answer: [
          'After a planned operation, often one or two days. After a severe head injury it can be much longer. The intensive care doctors meet the family every day to explain progress and the plan.',
        ],
      },
      {
        question: 'Is physiotherapy needed after surgery?',
        answer: [
          'Yes. It starts in hospital and continues at home or in our physiotherapy department. The exercises protect the spine and help you get back to work sooner.',
        ],
      },
    ],
  },
  callToAction: {
    heading: 'Speak to the neuro and spine team',
    text: 'Call to book a consultation and have your MRI reviewed. For a head or spine injury, call the emergency line instead.',
    phone: 'appointment',
  },
});
