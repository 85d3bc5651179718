import { defineCentreEntry } from './types';

export const burnTreatmentCentre = defineCentreEntry({
  slug: 'amandeep-centre-of-excellence-for-burn-treatment',
  menu: { label: 'Burns', places: { 'centres-of-excellence': 5 } },
  title: 'Centre of Excellence for Burn Treatment',
  category: 'Burns Care',
  metaTitle: 'Burn Treatment Centre: Burns ICU, Skin Grafts and Scar Care',
  metaDescription:
    'Emergency burns care, a burns intensive care area, skin grafting, scar care and rehabilitation for children and adults, from one dedicated team.',
  lead: 'Emergency care for burns, a dedicated burns intensive care area, skin grafting and the long work of healing well, from one team that stays with you.',
  image: {
    src: '/catalogue/specialities/burns-care-hero.svg',
    alt: 'Burns care illustration in the hospital’s colours',
    width: 1600,
    height: 700,
  },
  intro: [
    'Burns from fire, hot liquids, electricity and chemicals harm far more than the skin. A large burn upsets the body’s fluids, its temperature and its defence against infection, and healing can take months. Our burns centre brings together everyone a burned patient needs, from the first hour to the last follow-up visit.',
    'We treat children and adults, from a scald on a toddler’s hand to burns covering much of the body. Serious burns are cared for in an isolated burns intensive care area, and deeper wounds are closed early with skin grafts, which shortens the stay in hospital and leaves less scarring.',
  ],
  about: {
    heading: 'Our burns team',
    lead: 'Every patient is looked after by a team, not by one doctor alone.',
    groups: [
      {
        heading: 'Who looks after you',
        points: [
          'Plastic and reconstructive surgeons',
          'Intensive care doctors and specially trained burns nurses',
          'Physiotherapists and occupational therapists',
          'Dietitians, because a healing burn needs far more protein and energy than usual',
          'Counsellors for patients and their families',
        ],
      },
      {
        heading: 'Contact the burns centre',
        points: [
          {
            name: 'Burns care coordinator',
            detail: 'Admissions, transfers from other hospitals and follow-up visits',
            email: 'burns@amandeephospital.org',
          },
        ],
      },
    ],
  },
  sections: [
    {
      kind: 'prose',
      heading: 'First aid for burns at home',
      paragraphs: [
        'What happens in the first minutes makes a real difference to how a burn heals.',
      ],
      points: [
        'Cool the burn under cool running tap water for 20 minutes',
        'Take off rings, watches and tight clothing near the burn, unless they are stuck to it',
        'Cover the burn loosely with cling film or a clean cotton cloth',
        'Do not put ice, toothpaste, butter, oil or turmeric on a burn',
        'Do not burst blisters',
        'For an electrical burn, switch off the power before you touch the person',
      ],
    },
    {
      kind: 'tabs',
      heading: 'How deep is a burn?',
      lead: 'Doctors judge a burn by its depth and by how much of the body it covers.',
      tabs: [
        {
          label: 'Superficial',
          paragraphs: [
            'Only the top layer of skin is burned. The skin is red and painful but not blistered, like sunburn, and it usually heals in about a week without a scar.',
          ],
        },
        {
          label: 'Partial thickness',
          paragraphs: [
            'The burn reaches the deeper layer of skin. It blisters, looks wet and pink, and is very painful. Most heal in two to three weeks with good dressings; deeper ones may need a skin graft.',
          ],
        },
        {
          label: 'Full thickness',
          paragraphs: [
            'All layers of the skin are destroyed. The burn looks white, leathery or charred and may not hurt, because the nerves are damaged too. It cannot heal well on its own and needs an operation.',
          ],
        },
      ],
    },
    {
      kind: 'accordion',
      heading: 'Treatment, step by step',
      items: [
        {
          title: 'In the emergency department',
          paragraphs: [
            'The team cools and covers the burn, measures how much of the body it covers, starts fluids through a drip for larger burns, controls pain and gives a tetanus injection if it is due.',
          ],
        },
        {
          title: 'In the burns intensive care area',
          paragraphs: [
            'Patients with large burns are cared for in isolation, with careful fluid replacement, nutrition, and regular cleaning and dressing of the wounds to prevent infection.',
          ],
        },
        {
          title: 'Surgery and skin grafting',
          paragraphs: [
            'Dead tissue is removed early and the wound is covered with a thin layer of the patient’s own healthy skin, taken from an unburned area. The grafted skin takes within about a week.',
          ],
        },
        {
          title: 'Rehabilitation and scar care',
          paragraphs: [
            'Physiotherapy starts early to keep joints moving. Pressure garments, silicone sheets and splints keep scars soft and flat, and reconstructive surgery can release scars that later limit movement.',
          ],
        },
      ],
    },
  ],
  faq: {
    heading: 'Questions about burns',
    layout: 'two-column',
    items: [
      {
        question: 'When should a burn be seen in hospital?',
        answer: [
          'Come to hospital for a burn larger than the patient’s palm; a burn on the face, hands, feet, genitals or over a joint; any electrical or chemical burn; any burn in a young child or an older person; and a burn that looks white, leathery or charred.',
        ],
      },
      {
        question: 'Will I need a skin graft?',
        answer: [
          'Superficial burns and most partial-thickness burns heal with dressings alone. Deep and full-thickness burns usually need a graft, which your surgeon will explain before the operation.',
        ],
      },
      {
        question: 'How long does a burn take to heal?',
        answer: [
          'A superficial burn heals in about a week and a partial-thickness burn in two to three weeks. After a graft, the skin takes in about a week, but scars go on changing for a year or more.',
        ],
      },
      {
        question: 'Why is an electrical burn serious when the skin looks fine?',
        answer: [
          'Electricity passes through the body and can damage muscles, nerves and the heart beneath a small mark on the skin. Every electrical burn needs a check-up and a heart tracing (ECG).',
        ],
      },
      {
        question: 'Will there be a scar?',
        answer: [
          'Superficial burns rarely scar. Deeper burns leave some scarring, but early grafting, pressure garments, silicone and exercises make scars softer, flatter and less tight.',
        ],
      },
      {
        question: 'Do you treat children with burns?',
        answer: [
          'Yes. Scalds from hot tea, milk and water are among the commonest injuries we see in young children. A parent stays with the child, and our team plans pain relief and dressings around the child’s needs.',
        ],
      },
    ],
  },
  callToAction: {
    heading: 'A serious burn is an emergency',
    text: 'Cool the burn under running water and call us: our emergency team answers day and night.',
    phone: 'emergency',
  },
});
