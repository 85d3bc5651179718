import { defineCentreEntry } from './types';

export const orthopaedicsCentre = defineCentreEntry({
  slug: 'amandeep-centre-of-excellence-for-orthopaedics-and-joint-replacement',
  menu: { label: 'AI Robotics Orthopaedics', places: { 'centres-of-excellence': 1 } },
  title: 'Centre of Excellence for Orthopaedics and Joint Replacement',
  category: 'Orthopaedics & Joint Replacement',
  metaTitle: 'Orthopaedics and Joint Replacement: Knee, Hip, Fractures, Spine',
  metaDescription:
    'Knee and hip replacement, fracture care, arthroscopy and physiotherapy, with clear advice on when surgery helps and how to prepare, stay and recover.',
  lead: 'Care for painful joints, broken bones and worn-out knees and hips, from the first consultation to walking confidently again.',
  image: {
    src: '/images/centres/amandeep-centre-of-excellence-for-orthopaedics-and-joint-replacement.svg',
    alt: 'Illustration of a knee joint with a replacement implant between the thigh and shin bones, and a walking stick',
    width: 1200,
    height: 800,
  },
  intro: [
    'Orthopaedics is the care of bones, joints, muscles and ligaments. Our orthopaedic surgeons treat fractures from falls and road accidents, sports injuries, back and neck pain, and the arthritis that slowly wears out knees and hips, which is one of the commonest reasons older people in Punjab stop walking far.',
    'Not every painful joint needs an operation. Many patients do well with weight loss, exercises, medicines and injections, and we try these first where they can help. When a joint is worn beyond repair, a joint replacement takes away the pain and lets most people walk, climb stairs and sit cross-legged or on a chair again.',
  ],
  about: {
    heading: 'What the orthopaedics centre treats',
    groups: [
      {
        heading: 'Joint replacement',
        points: [
          'Total and partial knee replacement, one knee or both at once',
          'Total hip replacement, and hip replacement after a fracture of the hip',
          'Shoulder and elbow replacement',
          'Revision surgery for an old replacement that has loosened or worn',
        ],
      },
      {
        heading: 'Fractures and injuries',
        points: [
          'Fracture fixation with plates, nails and screws, round the clock through the emergency department',
          'Complex fractures of the pelvis and around joints',
          'Keyhole (arthroscopic) surgery for torn ligaments and cartilage in the knee and shoulder',
          'Care of children’s fractures and bone problems',
        ],
      },
      {
        heading: 'Also under one roof',
        points: [
          'X-ray, CT and MRI scans and bone density tests',
          'Physiotherapy on the ward from the day after surgery, and as an outpatient',
          'Pain clinic for arthritis and back pain',
        ],
      },
    ],
  },
  sections: [
    {
      kind: 'tabs',
      heading: 'Knee pain: the choices',
      lead: 'Treatment depends on how worn the knee is, your age and how much the pain limits you.',
      tabs: [
        {
          label: 'Without surgery',
          paragraphs: [
            'For early arthritis, the first steps are losing weight if needed, daily exercises that strengthen the thigh muscles, pain relief, and sometimes an injection into the knee. A physiotherapist shows you exercises you can do at home in twenty minutes a day.',
          ],
          points: [
            'Every kilogram lost takes several kilograms of load off each knee',
            'Use a stick in the hand opposite the painful knee',
          ],
        },
        {
          label: 'Keyhole surgery',
          paragraphs: [
            'Arthroscopy, through two or three small cuts, repairs torn cartilage and ligaments after an injury. It does not cure arthritis, and we do not advise it for a knee that is simply worn.',
          ],
        },
        {
          label: 'Partial replacement',
          paragraphs: [
            'When only one part of the knee is worn, usually the inner side, that part alone can be replaced. Recovery is quicker and the knee often feels more natural.',
          ],
        },
        {
          label: 'Total replacement',
          paragraphs: [
            'When the whole knee is worn, the damaged surfaces are replaced with metal and a smooth plastic insert. Most patients walk with a frame the day after surgery and go home within four to five days.',
          ],
        },
      ],
    },
    {
      kind: 'table',
      heading: 'Recovery after joint replacement',
      lead: 'A typical recovery after a first knee or hip replacement. Everyone heals at their own pace.',
      caption: 'Usual milestones after knee or hip replacement',
      columns: [{ label: 'When' }, { label: 'Knee replacement' }, { label: 'Hip replacement' }],
      rowHeaders: true,
      rows: [
        ['Day after surgery', 'Stand and walk with a frame', 'Stand and walk with a frame'],
        ['Going home', 'Day 4 to 5', 'Day 4 to 5'],
        ['Stitches or clips out', 'About day 14', 'About day 14'],
        ['Walking with a stick', '3 to 4 weeks', '3 to 4 weeks'],
        ['Driving', 'About 6 weeks', 'About 6 weeks'],
        ['Back to most daily activities', '6 to 12 weeks', '6 to 8 weeks'],
      ],
      note: 'Exercises carry on at home for at least three months; they decide how well the new joint bends.',
    },
    {
      kind: 'prose',
      heading: 'Coming for joint replacement',
      paragraphs: [
        'After your surgeon advises a replacement, the team plans the operation with you. Good preparation makes the stay shorter and safer.',
      ],
      points: [
        'Bring all your medicine strips, earlier X-rays and reports to the first visit',
        'Tell us about diabetes, heart disease, blood thinners and any infection of the teeth, skin or urine',
        'Tests before surgery include blood tests, an ECG and a chest X-ray, usually done in one visit',
        'Arrange for a family member to stay with you for the first two weeks at home',
        'Make the home safe: a firm chair with arms, a raised toilet seat, and no loose rugs',
        'Our insurance desk checks your cover and cashless approval before admission',
      ],
    },
  ],
  faq: {
    heading: 'Questions about joint replacement',
    layout: 'two-column',
    items: [
      {
        question: 'Am I too old for a knee replacement?',
        answer: [
          'Age alone is not the deciding factor. Many patients in their seventies and eighties do very well. What matters is your general health, which we check carefully before surgery.',
        ],
      },
      {
        question: 'How long does a new knee or hip last?',
        answer: [
          'Most modern replacements last twenty years or more. Keeping your weight in check and staying active helps the joint last longer.',
        ],
      },
      {
        question: 'Can both knees be replaced together?',
        answer: [
          'Yes, if your health allows. It means one anaesthetic and one recovery, but the first weeks are harder. Your surgeon and anaesthetist will advise what suits you.',
        ],
      },
      {
        question: 'Will I be able to sit on the floor?',
        answer: [
          'Many patients can sit cross-legged after a knee replacement once the knee bends well, but squatting and sitting on the floor for long strain the joint. Your physiotherapist will tell you what is safe.',
        ],
      },
      {
        question: 'Is the operation painful?',
        answer: [
          'Pain is controlled with a nerve block, medicines and ice, so that you can start walking the next day. Most patients need only simple painkillers by the time they go home.',
        ],
      },
      {
        question: 'Is joint replacement covered by insurance?',
        answer: [
          'Most health insurance policies and government schemes cover it. Our insurance and TPA desk will check your cover before admission.',
        ],
      },
    ],
  },
  callToAction: {
    heading: 'See an orthopaedic surgeon',
    text: 'Call our appointments line to book a consultation; bring your X-rays, reports and the medicines you take.',
    phone: 'appointment',
  },
});
