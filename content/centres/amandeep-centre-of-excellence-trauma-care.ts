import { defineCentreEntry } from './types';

export const traumaCareCentre = defineCentreEntry({
  slug: 'amandeep-centre-of-excellence-trauma-care',
  menu: { label: 'Trauma Care', places: { 'centres-of-excellence': 8 } },
  title: 'Centre of Excellence for Trauma Care',
  category: 'Emergency & Trauma Care',
  metaTitle: 'Trauma Care Centre: 24-Hour Accident and Injury Treatment',
  metaDescription:
    'A trauma team ready day and night for road accidents, falls and serious injuries: ambulance, resuscitation, CT, emergency surgery, ICU and rehabilitation.',
  lead: 'When someone is badly hurt, a whole team is waiting: emergency doctors, surgeons, anaesthetists and nurses, with scans and an operating theatre ready, day and night.',
  image: {
    src: '/images/centres/amandeep-centre-of-excellence-trauma-care.svg',
    alt: 'Illustration of an ambulance with its warning light on, in front of a hospital entrance',
    width: 1200,
    height: 800,
  },
  intro: [
    'Road accidents on the highways through Punjab, falls from roofs and ladders, farm machinery injuries and assaults bring seriously injured people to our emergency departments every day. The first hour after a major injury, often called the golden hour, has a great influence on whether a person survives and how well they recover.',
    'When the ambulance crew warns us that a seriously injured patient is on the way, our trauma team is called to the resuscitation bay before the patient arrives. Emergency physicians, general, orthopaedic and neuro surgeons and anaesthetists assess the patient together, so that scans, blood transfusion and, if needed, surgery happen without one specialist waiting for another.',
  ],
  about: {
    heading: 'What the trauma centre provides',
    groups: [
      {
        heading: 'Injuries we treat',
        points: [
          'Multiple injuries from road accidents',
          'Head and spine injuries',
          'Broken bones, open fractures and crushed limbs',
          'Bleeding inside the chest or abdomen',
          'Injuries from farm machinery, falls and assaults',
          'Burns, electric shock and injuries in children',
        ],
      },
      {
        heading: 'Round the clock',
        points: [
          'Ambulances with trained paramedics, oxygen and monitors',
          'Resuscitation bays with ventilators, defibrillators and bedside ultrasound',
          'CT scanning and X-ray close to the emergency department at our main hospitals',
          'Blood bank for urgent transfusion',
          'Emergency operating theatres and a surgical intensive care unit',
        ],
      },
      {
        heading: 'After the emergency',
        points: [
          'Orthopaedic, plastic and neuro surgery for the injuries',
          'Physiotherapy and rehabilitation',
          'Help for families with medico-legal papers, insurance and government schemes',
        ],
      },
      {
        heading: 'Contact the trauma centre',
        points: [
          {
            name: 'Emergency department coordinator',
            detail: 'Transfers from other hospitals, records and medico-legal reports',
            email: 'trauma@amandeephospital.org',
          },
        ],
      },
    ],
  },
  sections: [
    {
      kind: 'prose',
      heading: 'If you reach an accident first',
      paragraphs: [
        'Bystanders save lives in the minutes before an ambulance arrives. The law in India protects a Good Samaritan who helps an injured person: you will not be made to pay, give your name or stay at the hospital against your wish.',
      ],
      points: [
        'Make the scene safe: park well away, switch on hazard lights and watch for traffic',
        'Call the emergency number and say exactly where you are, with a landmark',
        'Do not move the injured person unless there is fire or other danger; support the head and neck if you must',
        'Press firmly on bleeding with a clean cloth and keep pressing',
        'If the person is unconscious but breathing, turn them gently on their side',
        'Do not give water or food, and do not remove a helmet unless the person cannot breathe',
      ],
    },
    {
      kind: 'accordion',
      heading: 'What happens when an injured person arrives',
      items: [
        {
          title: 'Triage at the door',
          paragraphs: [
            'A nurse checks breathing, pulse, blood pressure and the injuries within moments of arrival and decides how urgently the patient must be seen. The most seriously hurt go straight to the resuscitation bay.',
          ],
        },
        {
          title: 'Resuscitation',
          paragraphs: [
            'The trauma team secures the airway, supports breathing, stops bleeding and starts fluids or blood. A quick ultrasound at the bedside looks for bleeding in the abdomen and chest.',
          ],
        },
        {
          title: 'Scans and tests',
          paragraphs: [
            'Once the patient is stable enough, X-rays and a CT scan show the full extent of the injuries, from the head to the pelvis. Blood is cross-matched in case a transfusion is needed.',
          ],
        },
        {
          title: 'Surgery or intensive care',
          paragraphs: [
            'Patients who are bleeding inside or have a pressing head injury go to the operating theatre. Others are watched closely in the intensive care unit, where the team reviews them several times a day.',
          ],
        },
        {
          title: 'Recovery and rehabilitation',
          paragraphs: [
            'Physiotherapy begins as soon as it is safe. Before going home, the family is shown how to help with walking, wound care and exercises, and follow-up visits are booked with each specialist involved.',
          ],
        },
      ],
    },
    {
      kind: 'table',
      heading: 'Why some patients are seen first',
      lead: 'In the emergency department, patients are seen in order of how serious their condition is, not in order of arrival.',
      caption: 'Triage categories in the emergency department',
      columns: [{ label: 'Category' }, { label: 'Examples' }, { label: 'Seen by a doctor' }],
      rowHeaders: true,
      rows: [
        [
          'Red: immediate',
          'Not breathing well, heavy bleeding, unconscious, severe head injury',
          'At once',
        ],
        [
          'Yellow: urgent',
          'Broken thigh bone, deep wounds, chest pain after an injury',
          'Usually within 30 minutes',
        ],
        ['Green: can wait', 'Sprains, small cuts, minor bruises', 'As soon as a doctor is free'],
      ],
      note: 'Everyone waiting is checked again. Tell a nurse at once if you or your relative feels worse.',
    },
    {
      kind: 'tabs',
      heading: 'For families',
      lead: 'An accident turns a family’s day upside down. This is what to expect while your relative is being treated.',
      tabs: [
        {
          label: 'Papers and police',
          paragraphs: [
            'Accident and assault cases are medico-legal cases, and the hospital informs the police as the law requires. Treatment never waits for this: the paperwork is completed alongside care.',
          ],
          points: [
            'Bring the patient’s photo identity when you can',
            'Ask the coordinator for copies of the medico-legal report when needed',
          ],
        },
        {
          label: 'Costs and insurance',
          paragraphs: [
            'Emergency treatment starts whether or not money or insurance papers are at hand. Our insurance desk then helps with cashless approval under health insurance, motor accident claims and government health schemes.',
          ],
        },
        {
          label: 'Staying informed',
          paragraphs: [
            'One family member is named as the contact person. The doctors meet the family at set times each day to explain the injuries, the treatment and what comes next.',
          ],
          points: [
            'Keep one phone number with the nurses that is always answered',
            'Visits to the intensive care unit are short and limited, to protect patients from infection',
          ],
        },
      ],
    },
  ],
  faq: {
    heading: 'Questions about trauma care',
    layout: 'two-column',
    items: [
      {
        question: 'Should we bring an injured person ourselves or wait for the ambulance?',
        answer: [
          'For serious injuries, especially to the head, neck, back or chest, call an ambulance: the crew protects the spine and starts treatment on the way. For minor injuries, come directly if it is safe.',
        ],
      },
      {
        question: 'Will the police question me if I bring an accident victim?',
        answer: [
          'You do not have to give your name or wait. If you choose to be a witness, your statement is taken once, at a time convenient to you, under the Good Samaritan rules.',
        ],
      },
      {
        question: 'Do we need to pay a deposit before treatment starts?',
        answer: [
          'No. Life-saving treatment starts first. The billing and insurance desks help the family with the formalities afterwards.',
        ],
      },
      {
        question: 'Can you take a patient from another hospital?',
        answer: [
          'Yes. The referring doctor can call our emergency line to discuss the patient, and we can send an ambulance with trained staff for the transfer.',
        ],
      },
      {
        question: 'Do you treat children who are injured?',
        answer: [
          'Yes. Children are assessed by the same trauma team, with a paediatrician and child-sized equipment. A parent stays with the child whenever it is safe.',
        ],
      },
      {
        question: 'What should we bring to the hospital?',
        answer: [
          'If they are at hand, bring the patient’s identity proof, a list of regular medicines and any earlier reports. Never delay coming to look for papers.',
        ],
      },
    ],
  },
  callToAction: {
    heading: 'In an accident, call us first',
    text: 'Our emergency line is answered day and night. Tell us where you are and an ambulance with trained staff will come.',
    phone: 'emergency',
  },
});
