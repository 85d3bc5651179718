import { defineCentreEntry } from './types';

export const footWoundCareCentre = defineCentreEntry({
  slug: 'amandeep-center-of-excellence-advance-foot-wound-care-center',
  menu: { label: 'Foot & Wound Care', places: { 'centres-of-excellence': 2 } },
  title: 'Advanced Foot and Wound Care Centre',
  category: 'Foot & Wound Care',
  metaTitle: 'Foot and Wound Care Centre: Diabetic Foot Ulcers and Slow Wounds',
  metaDescription:
    'Diabetic foot ulcers, leg ulcers, pressure sores and wounds that will not heal, treated by one team that works to save the foot and prevent amputation.',
  lead: 'For the foot ulcer that has not healed in weeks and the wound that keeps opening up: we find out why, treat the cause, and work to save the foot.',
  image: {
    src: '/images/centres/amandeep-center-of-excellence-advance-foot-wound-care-center.svg',
    alt: 'Illustration of a foot with a bandage wrapped around its middle, beside a roll of gauze',
    width: 1200,
    height: 800,
  },
  intro: [
    'In people with diabetes, a small blister from a new shoe or a crack in the heel can turn into an ulcer that does not heal for months. Apart from accidents, an infected foot ulcer is the commonest reason a leg is amputated in India, and most of these amputations can be prevented if the wound is treated properly and early.',
    'Our foot and wound care centre brings together surgeons, a vascular surgeon, diabetes specialists, specially trained wound care nurses and a footwear technician. Each wound is assessed for blood supply, nerve damage, infection and pressure, because a dressing alone cannot heal a wound whose cause is still there.',
  ],
  about: {
    heading: 'What the foot and wound care centre treats',
    groups: [
      {
        heading: 'Wounds we treat',
        points: [
          'Diabetic foot ulcers and infections',
          'Leg ulcers from varicose veins or poor circulation',
          'Pressure sores in bedridden patients',
          'Surgical wounds that have opened or become infected',
          'Wounds after injuries, bites and burns that are slow to heal',
          'Corns, calluses, cracked heels and ingrown nails in people with diabetes',
        ],
      },
      {
        heading: 'Treatments',
        points: [
          'Cleaning away dead tissue (debridement)',
          'Modern dressings chosen for each stage of healing',
          'Negative pressure (vacuum) wound therapy',
          'Off-loading casts, special footwear and insoles',
          'Angioplasty or bypass to restore blood flow to the leg',
          'Skin grafts and flaps to close large wounds',
        ],
      },
      {
        heading: 'Facilities',
        points: [
          'A dedicated dressing clinic with wound care nurses',
          'Doppler scan of leg blood flow and nerve testing of the feet',
          'Diabetic foot screening clinic',
          'Custom footwear and insole fitting',
        ],
      },
      {
        heading: 'Contact the foot and wound care centre',
        points: [
          {
            name: 'Wound care clinic desk',
            detail: 'Appointments, dressing visits and foot screening',
            email: 'woundcare@amandeephospital.org',
          },
        ],
      },
    ],
  },
  sections: [
    {
      kind: 'prose',
      heading: 'Ten minutes a day for your feet',
      paragraphs: [
        'If you have diabetes, nerve damage may stop you feeling a cut, a blister or a stone in your shoe. Looking at your feet every day is the simplest way to catch a problem while it is still small.',
      ],
      points: [
        'Look at the tops, soles and between the toes every evening; use a mirror or ask a family member',
        'Wash in lukewarm water, test it with your elbow first, and dry well between the toes',
        'Moisturise dry skin, but not between the toes',
        'Cut nails straight across, and never cut corns yourself or use corn plasters',
        'Never walk barefoot, even at home or in the fields, and take special care on hot floors and roads',
        'Check inside your shoes with your hand before putting them on',
      ],
    },
    {
      kind: 'table',
      heading: 'Which kind of wound is it?',
      lead: 'Different wounds need different treatment, which is why the first visit is spent finding the cause.',
      caption: 'Common slow-healing wounds, where they appear, their cause and main treatment',
      columns: [
        { label: 'Wound' },
        { label: 'Where it usually appears' },
        { label: 'Main cause' },
        { label: 'What heals it' },
      ],
      rowHeaders: true,
      rows: [
        [
          'Diabetic foot ulcer',
          'Sole, big toe, heel, over pressure points',
          'Nerve damage and pressure from walking',
          'Off-loading, debridement, infection control',
        ],
        [
          'Venous leg ulcer',
          'Inner side of the lower leg, above the ankle',
          'Weak leg veins, often with varicose veins',
          'Compression bandages and treating the veins',
        ],
        [
          'Arterial ulcer',
          'Toes, tips of the foot, outer ankle',
          'Narrowed leg arteries, common in smokers',
          'Restoring blood flow with angioplasty or bypass',
        ],
        [
          'Pressure sore',
          'Lower back, hips, heels of bedridden people',
          'Lying or sitting in one position too long',
          'Turning every two hours, an air mattress, nutrition',
        ],
      ],
    },
    {
      kind: 'tabs',
      heading: 'How we help a wound heal',
      tabs: [
        {
          label: 'Debridement',
          paragraphs: [
            'Dead and infected tissue stops a wound from healing. It is removed with fine instruments in the clinic, or in the operating theatre for larger wounds, so that healthy tissue can grow. It is often repeated as healing goes on.',
          ],
        },
        {
          label: 'Off-loading',
          paragraphs: [
            'An ulcer on the sole cannot heal while you keep walking on it. A total contact cast, a special boot or a shaped insole takes the weight off the ulcer. Wearing it all the time, even for a few steps at home, makes the difference.',
          ],
        },
        {
          label: 'Vacuum therapy',
          paragraphs: [
            'For large or deep wounds, a sealed foam dressing connected to a small pump gently draws out fluid and helps healthy tissue fill the wound. The dressing is changed every two to three days, and a portable pump lets some patients continue at home.',
          ],
        },
        {
          label: 'Restoring blood flow',
          paragraphs: [
            'If the arteries to the leg are narrowed, a wound cannot heal however well it is dressed. A Doppler scan finds the blockage, and the vascular surgeon can open it with a balloon or bypass it.',
          ],
        },
      ],
    },
    {
      kind: 'accordion',
      heading: 'Your visits to the wound clinic',
      items: [
        {
          title: 'The first visit',
          paragraphs: [
            'The team measures and photographs the wound, checks the pulses and feeling in your feet, tests your blood sugar and, if needed, sends a sample from the wound to find the right antibiotic. Allow about an hour.',
          ],
          points: [
            'Bring your diabetes reports, your medicines and the shoes you wear most',
            'Do not apply home remedies or powders to the wound before the visit',
          ],
        },
        {
          title: 'Regular dressings',
          paragraphs: [
            'Most patients come once or twice a week. A family member can be taught to do simple dressings at home in between.',
          ],
        },
        {
          title: 'Review and measurement',
          paragraphs: [
            'The wound is measured at each visit. If it has not shrunk by about half in four weeks, the plan is changed: a new scan, a biopsy or a different treatment.',
          ],
        },
        {
          title: 'After the wound has healed',
          paragraphs: [
            'Healed skin is fragile and ulcers often come back. You are fitted with protective footwear and booked into the foot screening clinic for regular checks.',
          ],
        },
      ],
    },
  ],
  faq: {
    heading: 'Questions about foot and wound care',
    layout: 'two-column',
    items: [
      {
        question: 'My wound does not hurt. Does it still need treatment?',
        answer: [
          'Yes. In diabetes, nerve damage often takes the pain away, so an ulcer can be deep and infected without hurting. Lack of pain is a reason to come early, not to wait.',
        ],
      },
      {
        question: 'How long will my ulcer take to heal?',
        answer: [
          'Many diabetic foot ulcers heal in six to twelve weeks with the right care. Large wounds, infection or poor circulation take longer. Keeping weight off the ulcer and keeping sugar under control speed healing.',
        ],
      },
      {
        question: 'Can I have my dressings done nearer home?',
        answer: [
          'Yes. After the plan is made, simple dressings can be done by a trained family member or your local clinic, with regular reviews with us.',
        ],
      },
      {
        question: 'When is a foot wound an emergency?',
        answer: [
          'Come to the emergency department at once if the foot becomes red, hot and swollen, smells bad, turns dark or black, or if you have fever, vomiting or very high sugar readings.',
        ],
      },
      {
        question: 'Do you look after bedridden patients with pressure sores?',
        answer: [
          'Yes. We treat the sore, and teach the family how to turn and position the patient, protect the skin and improve nutrition. An air mattress is often advised.',
        ],
      },
      {
        question: 'Who should attend the foot screening clinic?',
        answer: [
          'Anyone with diabetes should have their feet checked at least once a year, and more often if they have had an ulcer before, have numb feet, poor circulation or kidney disease.',
        ],
      },
    ],
  },
  callToAction: {
    heading: 'Do not wait for a wound to heal on its own',
    text: 'Call to book a visit to the foot and wound care clinic. A spreading red or black foot is an emergency: come straight in.',
    phone: 'appointment',
  },
});
