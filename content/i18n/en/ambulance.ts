// The ambulance service page's words (/ambulance-services), apart from its shape: the builder in
// content/services/ambulance-services.ts lays them out, in English and in each translation.

/** One step of what to do while waiting: its paragraphs, and a short list where it has one. */
interface WaitStep {
  title: string;
  paragraphs: string[];
  points?: string[];
}

export const ambulance = {
  title: 'Ambulance Services',
  metaTitle: 'Ambulance Services: 24/7 Emergency and Transfer Ambulances',
  metaDescription:
    'Our ambulances run 24/7 across Amritsar, Pathankot, Tarn Taran, Ferozepur and Srinagar: one number to call, trained crews, and what to do while you wait.',
  lead: 'One number, answered 24 hours a day, 7 days a week: a staffed ambulance to your door and a team ready for you when you arrive.',
  bannerAlt: 'Illustration of an ambulance with its beacon on, driving along a road',
  intro: [
    'Our ambulance service runs 24 hours a day, 7 days a week, from each of our six hospitals. When you call the emergency number, a member of the emergency team answers, asks where you are and what has happened, and sends the nearest ambulance.',
    'While the ambulance is on its way, the crew tells the emergency department who is coming. A road accident, a suspected heart attack or stroke, a woman in difficult labour or a badly burnt child is met at the door by the right doctors, and the scan, the cath lab or the operating theatre is made ready.',
    'We also move patients between hospitals, bring patients home after discharge when they cannot travel by car, and stand by at sports events and large gatherings on request.',
  ],
  highlights: {
    heading: 'Why call our ambulance',
    items: [
      {
        title: 'Answered around the clock',
        text: 'The emergency number is answered every hour of every day, including Sundays and public holidays.',
      },
      {
        title: 'A trained crew on board',
        text: 'Every ambulance has a driver and an emergency medical technician; advanced ambulances add a nurse, and critical care transfers a doctor.',
      },
      {
        title: 'The hospital knows you are coming',
        text: 'The crew calls ahead, so the emergency team, the scan or the cath lab is ready when the ambulance arrives.',
      },
    ],
  },
  /** The table of kinds of ambulance: a row's cells are the ambulance, what it is sent for and its crew. */
  kinds: {
    heading: 'Which ambulance is sent',
    lead: 'Every ambulance carries oxygen, a monitor, first-aid supplies and a stretcher. The person who answers your call decides which ambulance fits the patient; you do not need to choose.',
    caption: 'Kinds of ambulance and what each carries',
    columns: ['Ambulance', 'Sent for', 'Crew', 'Ventilator and defibrillator'],
    rows: [
      [
        'Basic life support',
        'Falls, fractures, fever, transfers of stable patients',
        'Driver and emergency technician',
      ],
      [
        'Advanced life support',
        'Road accidents, chest pain, stroke, breathing difficulty, burns',
        'Driver, emergency technician and nurse',
      ],
      [
        'Critical care transfer',
        'Ventilated or very ill patients moved between hospitals',
        'Driver, nurse and doctor',
      ],
      [
        'Newborn transport',
        'Premature or sick babies, in a transport incubator',
        'Driver, neonatal nurse and doctor',
      ],
    ],
    yes: 'Yes',
    no: 'No',
    note: 'Charges depend on the ambulance and the distance; the emergency team tells you the amount when you call.',
  },
  whileYouWait: {
    heading: 'While you wait for the ambulance',
    lead: 'A few things you can do in the first minutes make a real difference.',
    items: [
      {
        title: 'Call and stay on the line',
        paragraphs: [
          'Say where you are as exactly as you can: the village or colony, the road, and a landmark such as a gurdwara, school or petrol pump. Keep your phone free so the crew can call you back.',
        ],
      },
      {
        title: 'Keep the patient safe and still',
        paragraphs: [
          'After an accident, do not move the person unless they are in danger where they lie, and do not lift their head if a neck or back injury is possible. Keep them warm and talk to them calmly.',
        ],
      },
      {
        title: 'Chest pain or a suspected stroke',
        paragraphs: [
          'Help the person sit or lie in the position they find easiest. Note the time the symptoms began: the doctors will ask, because it decides which treatment is possible.',
        ],
        points: [
          'Do not give food or drink',
          'Loosen tight clothing',
          'Keep their regular medicines ready to show the crew',
        ],
      },
      {
        title: 'Burns',
        paragraphs: [
          'Cool the burn under cool running tap water for 20 minutes. Do not apply ice, toothpaste, oil or any home remedy. Remove rings and bangles near the burn before it swells.',
        ],
      },
      {
        title: 'When the ambulance arrives',
        paragraphs: [
          'Send someone to the road to guide the crew in. Hand over any medicines, earlier reports and the patient’s identity card, and let one family member travel with the patient.',
        ],
      },
    ] as WaitStep[],
  },
  inAdvance: {
    heading: 'Booking an ambulance in advance',
    paragraphs: [
      'For a planned transfer, such as bringing a bed-bound patient for dialysis, a scan or an operation, or taking a patient home after discharge, call the appointment line a day ahead if you can.',
    ],
    points: [
      'Give the patient’s name, the pick-up and drop addresses and the time needed',
      'Tell us if the patient needs oxygen, a stretcher or a wheelchair',
      'Keep the discharge summary or the referral letter ready to hand to the crew',
    ],
  },
  faq: {
    heading: 'Questions about our ambulances',
    items: [
      {
        question: 'Is the ambulance service really available at night?',
        answer: [
          'Yes. Our ambulances run 24 hours a day, 7 days a week, including public holidays. The emergency number is always answered.',
        ],
      },
      {
        question: 'Which number do I call?',
        answer: [
          'Call our emergency number. Tell the person who answers where you are and what has happened, and they will send the nearest ambulance.',
        ],
      },
      {
        question: 'Do I have to pay before the ambulance comes?',
        answer: [
          'No. In an emergency we never ask for payment before sending an ambulance. The charge is added to the hospital bill or paid at the emergency desk later.',
        ],
      },
      {
        question: 'Can the ambulance take the patient to another hospital?',
        answer: [
          'In an emergency the crew takes the patient to the nearest of our hospitals that can treat them. For planned transfers to any hospital, call the appointment line and we will arrange it.',
        ],
      },
      {
        question: 'Can a family member travel with the patient?',
        answer: [
          'Yes, one family member can travel in the ambulance. Others can follow by car to the emergency department.',
        ],
      },
      {
        question: 'Do you have an ambulance for newborn babies?',
        answer: [
          'Yes. Premature and sick newborns are moved in a transport incubator, with a neonatal nurse and doctor on board, to our newborn intensive care unit.',
        ],
      },
    ],
  },
  callToAction: {
    heading: 'Need an ambulance now?',
    text: 'Call our emergency number at any hour. Tell us where you are and what has happened, and we will send the nearest ambulance.',
  },
};
