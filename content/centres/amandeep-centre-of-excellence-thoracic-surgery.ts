import { defineCentreEntry } from './types';

export const thoracicSurgeryCentre = defineCentreEntry({
  slug: 'amandeep-centre-of-excellence-thoracic-surgery',
  menu: { label: 'Thoracic Surgery', places: { 'centres-of-excellence': 9 } },
  title: 'Centre of Excellence for Thoracic Surgery',
  category: 'Cardiothoracic and Vascular Surgery',
  metaTitle: 'Thoracic Surgery Centre: Lung, Chest Wall and Food Pipe Surgery',
  metaDescription:
    'Surgery for lung cancer, collapsed lung, pus around the lung, chest injuries and chest tumours, with keyhole (VATS) surgery wherever it is suitable.',
  lead: 'Operations on the lungs, the chest wall and the space around them, done through small keyhole cuts wherever possible, with breathing care before and after.',
  image: {
    src: '/images/centres/amandeep-centre-of-excellence-thoracic-surgery.svg',
    alt: 'Illustration of a pair of lungs inside the outline of a rib cage',
    width: 1200,
    height: 800,
  },
  intro: [
    'Thoracic surgery deals with everything inside the chest except the heart: the lungs, the lining around them, the windpipe, the food pipe (oesophagus), the chest wall and the space between the lungs. Patients come to us with a shadow on a chest X-ray, a lung that has collapsed, pus around the lung after pneumonia or tuberculosis, or broken ribs after a road accident.',
    'Our thoracic surgeons work alongside chest physicians, oncologists, radiologists and intensivists. Wherever it is safe, we operate by video-assisted thoracoscopic surgery (VATS): a camera and instruments go in through two or three small cuts between the ribs, instead of a long incision that spreads the ribs apart.',
  ],
  about: {
    heading: 'What the thoracic surgery centre treats',
    groups: [
      {
        heading: 'Conditions',
        points: [
          'Lung cancer and lung nodules found on a scan',
          'Collapsed lung (pneumothorax), including repeated collapse',
          'Pus or fluid around the lung (empyema and pleural effusion)',
          'Damaged lung after tuberculosis, and coughing up blood',
          'Chest injuries: broken ribs, blood or air in the chest',
          'Tumours of the chest wall and of the space between the lungs',
          'Swallowing problems from narrowing or tumours of the food pipe',
        ],
      },
      {
        heading: 'Procedures',
        points: [
          'VATS (keyhole) lung surgery and biopsy',
          'Removal of part or all of a lung (lobectomy, pneumonectomy)',
          'Decortication: freeing a lung trapped by thick pus',
          'Chest drain insertion and pleurodesis to stop fluid or air returning',
          'Fixing broken ribs and repairing the chest wall',
          'Surgery for narrowing and tumours of the food pipe, with the gastro-surgical team',
          'Bronchoscopy to look inside the airways',
        ],
      },
      {
        heading: 'Facilities',
        points: [
          'CT scanning and CT-guided biopsy',
          'Lung function testing before surgery',
          'Surgical intensive care and high-dependency beds',
          'Chest physiotherapy before and after the operation',
        ],
      },
      {
        heading: 'Contact the thoracic surgery centre',
        points: [
          {
            name: 'Thoracic surgery desk',
            detail: 'Consultations, scan reviews and surgery dates',
            email: 'thoracic@amandeephospital.org',
          },
        ],
      },
    ],
  },
  sections: [
    {
      kind: 'tabs',
      heading: 'Keyhole or open surgery',
      lead: 'The surgeon chooses the approach for each patient and explains the choice before the operation.',
      tabs: [
        {
          label: 'VATS (keyhole)',
          paragraphs: [
            'Two or three cuts of one to four centimetres between the ribs, with a camera showing the inside of the chest on a screen. The ribs are not spread apart, so there is less pain, breathing exercises are easier, and most patients go home sooner.',
          ],
          points: [
            'Suits most biopsies, collapsed lungs, early empyema and many lung cancers',
            'Usually three to five days in hospital',
          ],
        },
        {
          label: 'Open surgery (thoracotomy)',
          paragraphs: [
            'A longer cut along the side of the chest, with the ribs gently spread. It is still the safer choice for large tumours, very thick scarring after old tuberculosis, and some injuries.',
          ],
          points: [
            'Usually five to eight days in hospital',
            'More need for pain relief in the first weeks',
          ],
        },
        {
          label: 'Without an operation',
          paragraphs: [
            'Many chest problems are treated first with a chest drain: a soft tube placed between the ribs under local anaesthetic to let out air, fluid or pus. A small collapse or a thin fluid collection often needs nothing more.',
          ],
        },
      ],
    },
    {
      kind: 'table',
      heading: 'Common chest problems and how they are treated',
      caption: 'Symptoms, first test and usual treatment of common thoracic surgical problems',
      columns: [
        { label: 'Problem' },
        { label: 'Typical symptoms' },
        { label: 'First test' },
        { label: 'Usual treatment' },
      ],
      rowHeaders: true,
      rows: [
        [
          'Collapsed lung',
          'Sudden chest pain and breathlessness, often in tall young men or smokers',
          'Chest X-ray',
          'Observation or a chest drain; VATS if it comes back',
        ],
        [
          'Empyema (pus around the lung)',
          'Fever and chest pain that continue after pneumonia or tuberculosis',
          'Ultrasound or CT of the chest',
          'Drain and antibiotics; decortication if the lung stays trapped',
        ],
        [
          'Lung nodule or cancer',
          'Often none; sometimes cough, blood in sputum, weight loss',
          'CT scan, then biopsy',
          'Surgery for early stages, with oncology care as needed',
        ],
        [
          'Rib fractures',
          'Pain on breathing after a fall or accident',
          'Chest X-ray or CT',
          'Pain relief and breathing exercises; fixation for severe injuries',
        ],
      ],
    },
    {
      kind: 'prose',
      heading: 'Getting your lungs ready for surgery',
      paragraphs: [
        'The fitter your lungs are before the operation, the faster you recover and the lower the chance of a chest infection afterwards. The two or three weeks before a planned operation are worth using well.',
      ],
      points: [
        'Stop smoking, bidis and hookah completely, today if you can',
        'Walk every day, a little further each day, and climb stairs if you can',
        'Practise deep breathing with the incentive spirometer we give you',
        'Eat well, with enough protein such as dal, milk, paneer, eggs or chicken',
        'Keep your sugar and blood pressure under control',
      ],
    },
    {
      kind: 'accordion',
      heading: 'Your stay for lung surgery',
      items: [
        {
          title: 'Before the operation',
          paragraphs: [
            'Lung function tests, blood tests, an ECG and sometimes a heart check show how much lung you can safely spare. The anaesthetist meets you to plan pain relief, often with a small tube in the back or a nerve block.',
          ],
        },
        {
          title: 'The first day',
          paragraphs: [
            'You wake in the intensive care or high-dependency area with one or two chest drains in your side. The physiotherapist has you breathing deeply, coughing with a pillow held to the chest, and sitting out of bed.',
          ],
        },
        {
          title: 'Walking and drains',
          paragraphs: [
            'You walk in the corridor from the first or second day, carrying the drain bottle. The drains come out once the lung has stopped leaking air and the fluid has reduced, usually in two to four days.',
          ],
        },
        {
          title: 'Home and follow-up',
          paragraphs: [
            'At home, keep walking and doing the breathing exercises. Stitches are checked in about ten days. If the operation was for cancer, the results of the tissue are discussed at your follow-up visit along with any further treatment.',
          ],
          points: ['Call if you have fever, increasing breathlessness or a wound that leaks'],
        },
      ],
    },
  ],
  faq: {
    heading: 'Questions about thoracic surgery',
    layout: 'two-column',
    items: [
      {
        question: 'Can a person live normally after part of a lung is removed?',
        answer: [
          'Yes. The tests before surgery make sure enough lung will remain. Most people go back to their usual daily activities, though they may be more breathless on heavy exertion.',
        ],
      },
      {
        question: 'A spot was seen on my CT scan. Is it cancer?',
        answer: [
          'Most small spots (nodules) are not cancer; many are old scars from infections such as tuberculosis. Depending on its size and look, we may repeat the scan after some months, arrange a biopsy or advise removal.',
        ],
      },
      {
        question: 'How long does a chest drain stay in?',
        answer: [
          'Usually two to four days after surgery, and sometimes longer if the lung keeps leaking air. Removing it takes a few seconds and is done on the ward.',
        ],
      },
      {
        question: 'When can I go back to work?',
        answer: [
          'After keyhole surgery many people return to desk work in two to four weeks. After open surgery, or for heavy physical work, allow six to eight weeks.',
        ],
      },
      {
        question: 'Is thoracic surgery different from heart surgery?',
        answer: [
          'Both are done by cardiothoracic surgeons, but thoracic surgery treats the lungs, chest wall and food pipe rather than the heart, and usually does not need a heart-lung machine.',
        ],
      },
      {
        question: 'What should I bring to the first consultation?',
        answer: [
          'All chest X-rays and CT scans with their discs and reports, any biopsy reports, records of tuberculosis treatment if you had it, and a list of your medicines.',
        ],
      },
    ],
  },
  callToAction: {
    heading: 'Talk to a thoracic surgeon',
    text: 'Call to book a consultation and have your chest scans reviewed. Sudden breathlessness or chest pain is an emergency: call the emergency line.',
    phone: 'appointment',
  },
});
