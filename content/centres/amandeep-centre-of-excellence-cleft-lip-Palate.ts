import { defineCentreEntry } from './types';

export const cleftLipPalateCentre = defineCentreEntry({
  slug: 'amandeep-centre-of-excellence-cleft-lip-Palate',
  menu: { label: 'Cleft Lip & Palate', places: { 'centres-of-excellence': 10 } },
  title: 'Centre of Excellence for Cleft Lip and Palate',
  category: 'Plastic Reconstructive & Aesthetic Surgery',
  metaTitle: 'Cleft Lip and Palate Centre: Free Cleft Surgery for Children',
  metaDescription:
    'Free cleft lip and palate surgery, feeding help, speech therapy and follow-up for children and adults, run with an international cleft charity since 2004.',
  lead: 'Free surgery and long-term care for children born with a cleft lip or palate, from the first feed to clear speech and a confident smile.',
  image: {
    src: '/images/centres/amandeep-centre-of-excellence-cleft-lip-Palate.svg',
    alt: 'Illustration of a smiling child’s face with a neatly repaired upper lip, beside a warm heart',
    width: 1200,
    height: 800,
  },
  intro: [
    'A cleft is a gap in the upper lip, the roof of the mouth (the palate), or both, that forms before a baby is born. It is one of the commonest birth differences, and it can be repaired. With the right operations at the right ages, and help with feeding, hearing and speech, children born with a cleft grow up to eat, talk and smile like other children.',
    'Since 2004 our plastic surgery department has run a free cleft surgery programme together with an international cleft charity. Families pay nothing for the operation, the stay in hospital or the medicines that go with it. Children from Punjab, Jammu and Kashmir, Himachal Pradesh and beyond have been treated under it, and older children and adults who never had surgery are welcome too.',
  ],
  about: {
    heading: 'What the cleft centre offers',
    lead: 'A cleft needs more than one operation and more than one specialist, so the same team follows your child from infancy into the teenage years.',
    groups: [
      {
        heading: 'Care under one roof',
        points: [
          'Cleft lip repair, usually at three to six months of age',
          'Cleft palate repair, usually at nine to eighteen months, before speech develops',
          'Nose and lip touch-up operations as the child grows',
          'Bone grafting of the gum line when the adult teeth come in',
          'Feeding advice and special bottles for newborns',
          'Speech therapy, hearing checks and ear care',
          'Dental and orthodontic care, with a referral to jaw surgery when needed',
        ],
      },
      {
        heading: 'Who the team includes',
        points: [
          'Plastic and reconstructive surgeons with a special interest in cleft care',
          'Paediatric anaesthetists and nurses used to very young babies',
          'A speech therapist and an ENT surgeon',
          'A dentist and an orthodontist',
          'A cleft coordinator who plans visits and answers families’ questions',
        ],
      },
      {
        heading: 'Contact the cleft centre',
        points: [
          {
            name: 'Cleft coordinator',
            detail: 'Registration for the free programme, dates of surgery and follow-up visits',
            email: 'cleft@amandeephospital.org',
          },
        ],
      },
    ],
  },
  sections: [
    {
      kind: 'prose',
      heading: 'The free cleft surgery programme',
      paragraphs: [
        'The programme began in 2004, when our plastic surgeons joined hands with an international cleft charity that pays for cleft operations in hospitals around the world. The charity meets the cost of surgery; our hospital provides the surgeons, the theatre, the ward and the aftercare.',
        'There is no income limit and no waiting for a camp: surgery is planned throughout the year, on dates that suit the child’s age and health.',
      ],
      points: [
        'Free for every patient with a cleft lip, cleft palate or both, at any age',
        'Covers the consultation, tests before surgery, the operation, the stay and medicines',
        'Later operations, such as palate fistula closure or lip revision, are covered too',
        'Bring the child’s birth record or Aadhaar card and any earlier medical papers to register',
        'The coordinator helps families from far away plan their travel and stay',
      ],
    },
    {
      kind: 'table',
      heading: 'Treatment at each age',
      lead: 'Every child is different, but most follow a timetable like this one. Your surgeon will tell you what suits your child.',
      caption: 'Usual ages for each stage of cleft care',
      columns: [{ label: 'Age' }, { label: 'What happens' }, { label: 'Who you see' }],
      rowHeaders: true,
      rows: [
        [
          'From birth',
          'Feeding help and a first visit to plan care',
          'Cleft coordinator, nurse, surgeon',
        ],
        ['3 to 6 months', 'Repair of the cleft lip and the front of the nose', 'Plastic surgeon'],
        ['9 to 18 months', 'Repair of the cleft palate', 'Plastic surgeon, anaesthetist'],
        [
          '2 to 5 years',
          'Speech checks and therapy; hearing and ear checks',
          'Speech therapist, ENT',
        ],
        [
          '8 to 11 years',
          'Bone graft to the gum line before the eye teeth come in',
          'Plastic surgeon, dentist',
        ],
        [
          'Teenage years',
          'Braces; nose or jaw surgery if still needed',
          'Orthodontist, plastic surgeon',
        ],
      ],
      note: 'Adults and older children who were never operated on can be treated at any age.',
    },
    {
      kind: 'accordion',
      heading: 'Before and after the operation',
      items: [
        {
          title: 'Feeding a baby with a cleft',
          paragraphs: [
            'Many babies with a cleft lip alone breastfeed well. A cleft palate makes sucking harder, because the baby cannot seal the mouth. Our nurses show you how to hold your baby more upright and use a soft squeeze bottle, so that your baby gains weight before surgery.',
          ],
        },
        {
          title: 'Getting ready for surgery',
          paragraphs: [
            'Your child needs to be healthy and growing well on the day. We check weight, blood count and the chest, and postpone the operation if your child has a cold or fever. No food for six hours before surgery, breast milk up to four hours and clear water up to two hours, unless we say otherwise.',
          ],
        },
        {
          title: 'In hospital',
          paragraphs: [
            'A lip repair takes about one to two hours and a palate repair about two hours, under general anaesthesia. A parent stays with the child throughout. Most children go home after two to four days.',
          ],
        },
        {
          title: 'At home',
          paragraphs: [
            'Keep the wound clean as the nurses show you, give medicines on time and offer soft or liquid food for the first weeks after a palate repair. Arm splints may be used for a short time to keep little hands away from the stitches.',
          ],
          points: [
            'Come back at once for bleeding, high fever or refusal to drink',
            'The first check-up is about one week after the operation',
          ],
        },
      ],
    },
  ],
  faq: {
    heading: 'Questions about cleft care',
    layout: 'two-column',
    items: [
      {
        question: 'Is the surgery really free?',
        answer: [
          'Yes. Under the programme we run with an international cleft charity, the operation, the hospital stay, tests before surgery and medicines cost the family nothing. The coordinator will explain anything that is not covered, such as travel, before you come.',
        ],
      },
      {
        question: 'What caused my baby’s cleft?',
        answer: [
          'Usually no single cause is found. A mix of family genes and conditions in early pregnancy plays a part. It is not caused by anything the mother did, and it is not a curse or a punishment.',
        ],
      },
      {
        question: 'Will my child be able to speak normally?',
        answer: [
          'Most children speak clearly when the palate is repaired before about eighteen months and they have speech therapy where needed. A few need a second, smaller operation to improve speech.',
        ],
      },
      {
        question: 'Will there be a scar?',
        answer: [
          'A lip repair leaves a fine line along the natural ridge of the upper lip, which fades over the years. A palate repair is inside the mouth and cannot be seen.',
        ],
      },
      {
        question: 'Can adults with a cleft still be operated on?',
        answer: [
          'Yes. We repair clefts at any age, and the free programme covers adults too. Adults often also need dental work, which the team can plan with you.',
        ],
      },
      {
        question: 'How do we register?',
        answer: [
          'Call the appointments line or write to the cleft coordinator with your child’s name, age, and a photograph if you can. We will give you a date, a time and the place for the first visit with the cleft team.',
        ],
      },
    ],
  },
  callToAction: {
    heading: 'Register for free cleft surgery',
    text: 'Call our appointments line to book a first visit with the cleft team; bring your child’s birth record and any earlier papers.',
    phone: 'appointment',
  },
});
