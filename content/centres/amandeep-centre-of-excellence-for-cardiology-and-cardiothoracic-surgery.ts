import { defineCentreEntry } from './types';

export const cardiologyCentre = defineCentreEntry({
  slug: 'amandeep-centre-of-excellence-for-cardiology-and-cardiothoracic-surgery',
  menu: { label: 'Cardiology & Cardiothoracic Surgery', places: { 'centres-of-excellence': 6 } },
  title: 'Centre of Excellence for Cardiology and Cardiothoracic Surgery',
  category: 'Cardiology',
  metaTitle: 'Heart Centre: Cath Lab, Angioplasty, Bypass and Valve Surgery',
  metaDescription:
    'Heart attack care in a round-the-clock cath lab, angioplasty, pacemakers, bypass and valve surgery, and cardiac rehabilitation, from one heart team.',
  lead: 'Cardiologists and heart surgeons who decide together, a cath lab that never closes, and care that carries on long after you go home.',
  image: {
    src: '/images/centres/amandeep-centre-of-excellence-for-cardiology-and-cardiothoracic-surgery.svg',
    alt: 'Illustration of a heart with a heartbeat line across it, beside an ECG monitor',
    width: 1200,
    height: 800,
  },
  intro: [
    'Heart disease is now one of the commonest causes of death in Punjab, and it strikes people younger than before, often in their forties. Our heart centre brings cardiologists, cardiac surgeons, anaesthetists, intensivists, nurses and rehabilitation staff into one team, so a patient with chest pain, breathlessness or a weak heart gets a complete plan rather than a series of separate opinions.',
    'When a heart attack happens, the cardiac catheterisation laboratory (cath lab) opens a blocked artery at any hour of the day or night. When medicines or a stent are not the right answer, the same team’s surgeons offer bypass and valve surgery, with a dedicated cardiac surgical intensive care unit for the first days after the operation.',
  ],
  highlights: {
    heading: 'Why families choose our heart centre',
    items: [
      {
        title: 'A cath lab that never closes',
        text: 'A blocked artery is opened at 3 am as it is at 3 pm: the heart team is on call every night of the year.',
      },
      {
        title: 'One plan, two specialists',
        text: 'A cardiologist and a cardiac surgeon look at your angiogram together, so you hear one recommendation, not two.',
      },
      {
        title: 'Through the wrist',
        text: 'Most angiograms and angioplasties go through the wrist, so you can sit up and walk within hours.',
      },
      {
        title: 'Care after you go home',
        text: 'Cardiac rehabilitation and a heart failure clinic help you back to work, walking and daily life.',
      },
    ],
  },
  about: {
    heading: 'What the heart centre treats',
    lead: 'Your angiogram and echo are reviewed by a cardiologist and a cardiac surgeon together before any major decision.',
    groups: [
      {
        heading: 'Conditions',
        points: [
          'Heart attack and unstable chest pain (angina)',
          'Narrowed or blocked heart arteries (coronary artery disease)',
          'Heart failure and a weak heart muscle',
          'Narrow or leaking heart valves, including rheumatic valve disease',
          'Slow, fast or irregular heartbeat, and fainting spells',
          'Holes in the heart found in adulthood',
          'High blood pressure that is hard to control',
        ],
      },
      {
        heading: 'Procedures',
        points: [
          'Coronary angiography, usually through the wrist',
          'Primary angioplasty for heart attack, and planned angioplasty with stents',
          'Pacemaker and defibrillator (ICD) implantation',
          'Balloon widening of a narrowed mitral valve',
          'Coronary artery bypass grafting (CABG), including beating-heart bypass',
          'Heart valve repair and replacement',
        ],
      },
      {
        heading: 'Facilities',
        points: [
          'Cath lab open 24 hours a day, every day',
          'Coronary care unit and a cardiac surgical intensive care unit',
          'ECG, echocardiography, treadmill test and Holter monitoring',
          'Heart failure clinic and cardiac rehabilitation',
        ],
      },
      {
        heading: 'Contact the heart centre',
        points: [
          {
            name: 'Cardiac care coordinator',
            detail: 'Angiography and surgery dates, estimates, transfers and follow-up visits',
            email: 'heart@amandeephospital.org',
          },
        ],
      },
    ],
  },
  sections: [
    {
      kind: 'prose',
      heading: 'Know the signs of a heart attack',
      paragraphs: [
        'A heart attack does not always feel like the crushing chest pain of films. Women, older people and people with diabetes often have milder or unusual symptoms, and many of them wait at home thinking it is gas or tiredness.',
        'If any of these last more than a few minutes, call the emergency number. Chew one 300 mg aspirin tablet unless you are allergic to it or a doctor has told you not to take it, and do not drive yourself.',
      ],
      subheading: 'Warning signs to act on',
      points: [
        'Pressure, heaviness or pain in the centre of the chest',
        'Pain that spreads to the left arm, jaw, neck or back',
        'Sweating, nausea or vomiting with chest discomfort',
        'Sudden breathlessness, or feeling faint',
        'Pain in the upper stomach that is new and does not settle',
      ],
    },
    {
      kind: 'table',
      heading: 'Heart tests at a glance',
      lead: 'Most patients need only one or two of these. Your cardiologist will tell you which ones, and why.',
      caption: 'Common heart tests: what they show and how to prepare',
      columns: [
        { label: 'Test' },
        { label: 'What it shows' },
        { label: 'How long it takes' },
        { label: 'How to prepare' },
      ],
      rowHeaders: true,
      rows: [
        ['ECG', 'Heart rhythm and signs of a heart attack', '5 minutes', 'Nothing special'],
        [
          'Echocardiogram (echo)',
          'How well the heart pumps, and how the valves work',
          '20 to 30 minutes',
          'Nothing special',
        ],
        [
          'Treadmill test (TMT)',
          'Whether the heart gets enough blood during exercise',
          '30 to 45 minutes',
          'Light meal two hours before; walking shoes',
        ],
        [
          'Holter monitor',
          'Rhythm problems that come and go',
          'Worn for 24 to 48 hours at home',
          'Bathe before it is fitted',
        ],
        [
          'Coronary angiography',
          'Exactly where and how badly the heart arteries are narrowed',
          '20 to 30 minutes, then a few hours of rest',
          'Fast for 4 to 6 hours; bring kidney and sugar reports',
        ],
      ],
      note: 'Tell the team before angiography if you take blood thinners or diabetes tablets such as metformin.',
    },
    {
      kind: 'tabs',
      heading: 'Ways we treat a narrowed heart artery',
      lead: 'The right treatment depends on how many arteries are narrowed, where, and on your other health conditions.',
      tabs: [
        {
          label: 'Medicines',
          paragraphs: [
            'Many people with stable angina do well on medicines alone: tablets that thin the blood, lower cholesterol, control blood pressure and ease the heart’s work. They work only if taken every day, and they go hand in hand with stopping smoking, walking daily and controlling sugar.',
          ],
        },
        {
          label: 'Angioplasty',
          paragraphs: [
            'A thin tube is passed from the wrist to the heart, a balloon opens the narrowed artery, and a stent (a small mesh tube) keeps it open. Most patients walk the same day and go home in one to three days. After a heart attack, this is the fastest way to restore blood flow.',
          ],
          points: [
            'Usually done under local anaesthetic, awake',
            'Two blood-thinning medicines are needed for months afterwards',
          ],
        },
        {
          label: 'Bypass surgery',
          paragraphs: [
            'The surgeon uses a blood vessel from the chest wall, arm or leg to carry blood around the blocked parts of the arteries. Bypass is often the better choice when several arteries or the main left artery are affected, especially in people with diabetes.',
          ],
          points: [
            'One to three days in the cardiac surgical ICU',
            'About a week to ten days in hospital in all',
            'Back to light work in six to eight weeks for most people',
          ],
        },
      ],
    },
    {
      kind: 'accordion',
      heading: 'After a heart attack: your journey with us',
      items: [
        {
          title: 'The first hour',
          paragraphs: [
            'The emergency team records an ECG within minutes of arrival. If it shows a blocked artery, the cath lab team is called at once, and consent and paperwork are done alongside treatment, never before it.',
          ],
        },
        {
          title: 'In the cath lab',
          paragraphs: [
            'The cardiologist finds the blocked artery with angiography and opens it with a balloon and stent. The family waits outside and is shown the pictures and told what was done as soon as the procedure ends.',
          ],
        },
        {
          title: 'In the coronary care unit',
          paragraphs: [
            'The first one to two days are spent under close watch, with the heart rhythm on a monitor. Nurses help you sit up, then walk, and the team checks how well the heart is pumping with an echo.',
          ],
        },
        {
          title: 'Going home',
          paragraphs: [
            'Before discharge a nurse goes through every medicine with you and a family member, explains the warning signs that mean you should call, and gives you a plan for walking a little more each day.',
          ],
          points: [
            'Never stop blood thinners without asking your cardiologist',
            'Bring the discharge summary to every visit',
          ],
        },
        {
          title: 'Cardiac rehabilitation',
          paragraphs: [
            'Supervised exercise, diet advice and help to stop smoking over the following weeks lower the chance of a second heart attack. Follow-up visits can be booked at the Amandeep unit closest to your home.',
          ],
        },
      ],
    },
  ],
  faq: {
    heading: 'Questions about heart care',
    layout: 'two-column',
    items: [
      {
        question: 'I had chest pain but my ECG was normal. Am I safe?',
        answer: [
          'Not necessarily. An early heart attack can leave the first ECG normal. The emergency team repeats the ECG and checks a blood test called troponin over a few hours before deciding that it is safe for you to go home.',
        ],
      },
      {
        question: 'Do I need to come with a referral letter?',
        answer: [
          'No. You can book directly with a cardiologist. Bring any earlier ECGs, echo or angiography reports and a list of your medicines, as they help the doctor compare.',
        ],
      },
      {
        question: 'Is a stent a permanent cure?',
        answer: [
          'A stent opens the artery that was narrowed, but the disease that caused it is still there in the other arteries. Medicines, exercise, good sugar and blood pressure control and not smoking are what keep new blockages away.',
        ],
      },
      {
        question: 'How soon can I travel or drive after angioplasty?',
        answer: [
          'After a planned angioplasty most people can drive in about a week. After a heart attack, wait four weeks or as your cardiologist advises. Short journeys as a passenger are usually fine once you are home.',
        ],
      },
      {
        question: 'Is bypass surgery covered by insurance?',
        answer: [
          'Heart procedures are covered by most health insurance policies and many government schemes. Our insurance desk checks your cover and arranges cashless approval before a planned procedure.',
        ],
      },
      {
        question: 'My father is over 75. Is heart surgery safe for him?',
        answer: [
          'Age alone does not rule out treatment. The team looks at his heart, kidneys, lungs and general fitness, and explains the expected benefit and risk of each option, including medicines alone, so the family can decide with him.',
        ],
      },
    ],
  },
  callToAction: {
    heading: 'Chest pain is an emergency',
    text: 'Do not wait for it to pass. Call our emergency line and an ambulance with trained staff will come to you, day or night.',
    phone: 'emergency',
  },
});
