import { defineServiceEntry } from './types';

export const radiologyService = defineServiceEntry({
  slug: 'radiology',
  menu: { label: 'Radiology', places: { services: 3 } },
  title: 'Radiology',
  metaTitle: 'Radiology: X-ray, Ultrasound, CT and MRI Scans',
  metaDescription:
    'X-ray, ultrasound, CT, MRI and mammography, read by radiologists. How to prepare for each scan, what to bring, how long it takes and when reports are ready.',
  lead: 'X-rays, ultrasound, CT, MRI and mammography under one roof, read by radiologists and shared with your doctor the same day.',
  banner: {
    src: '/images/services/radiology.svg',
    alt: 'Illustration of a CT scanner with its patient table beside a chest X-ray on a light box',
    width: 1200,
    height: 800,
  },
  intro: [
    'Our radiology department takes the pictures of the inside of the body that doctors need to find out what is wrong: a broken bone, a stone in the kidney, a clot in the brain, a growing baby or a lump in the breast.',
    'Scans for emergency and admitted patients are done at any hour. Outpatients can come with a doctor’s prescription, from our own doctors or from any other doctor, Monday to Saturday; most X-rays and ultrasounds need no appointment.',
    'Every scan is read by a radiologist, a doctor trained to interpret images, who writes a report for your doctor. The images are kept in our system, so your doctor at any of our hospitals can see them and compare them with your next scan.',
  ],
  highlights: {
    heading: 'Why have your scan with us',
    items: [
      {
        title: 'Emergency scans day and night',
        text: 'CT and X-ray run 24 hours for accidents, strokes and emergencies, with a radiologist on call.',
      },
      {
        title: 'Less radiation',
        text: 'Low-dose settings for children and repeat scans, and lead shields for the parts of the body not being scanned.',
      },
      {
        title: 'Reports your doctor can use',
        text: 'Clear written reports, with the images available to your doctor at any of our hospitals.',
      },
    ],
  },
  sections: [
    {
      kind: 'tabs',
      heading: 'The scans we offer',
      lead: 'Your doctor chooses the scan that answers their question with the least radiation.',
      tabs: [
        {
          label: 'X-ray',
          paragraphs: [
            'A quick picture taken in a few seconds, best for bones, the chest and the abdomen. Walk in with your prescription; the result is usually ready within an hour.',
          ],
        },
        {
          label: 'Ultrasound',
          paragraphs: [
            'Uses sound waves, not radiation, so it is safe in pregnancy. It shows the liver, kidneys, gall bladder, uterus and ovaries, the thyroid, the baby in the womb and blood flow in the veins and arteries (Doppler).',
          ],
        },
        {
          label: 'CT scan',
          paragraphs: [
            'A detailed three-dimensional X-ray taken in a few minutes. It is the first scan after head injuries, road accidents and suspected strokes, and is used to plan cancer treatment and surgery.',
          ],
          points: [
            'Some CT scans need a dye (contrast) injected into a vein',
            'Tell us if you have kidney disease, diabetes or an allergy to contrast',
          ],
        },
        {
          label: 'MRI',
          paragraphs: [
            'Uses a strong magnet and radio waves, with no radiation, to show the brain, spine, joints and soft tissues in fine detail. A scan takes 20 to 45 minutes, and the machine is noisy, so we give you earplugs.',
          ],
          points: [
            'Tell us before the scan about a pacemaker, cochlear implant, metal clips or any metal in your body',
            'If you are uneasy in small spaces, say so when you book',
          ],
        },
        {
          label: 'Mammography',
          paragraphs: [
            'A low-dose X-ray of the breast that finds lumps too small to feel. It is done by a woman technician and takes about 15 minutes. Women over 40 are advised to have one every one to two years.',
          ],
        },
      ],
    },
    {
      kind: 'table',
      heading: 'Getting ready for your scan',
      lead: 'Most scans need no preparation. These are the ones that do.',
      caption: 'Preparation, time taken and report time for common scans',
      columns: [
        { label: 'Scan' },
        { label: 'How to prepare' },
        { label: 'Time on the table' },
        { label: 'Report ready' },
      ],
      rowHeaders: true,
      rows: [
        ['X-ray', 'None; remove jewellery and metal', 'A few minutes', 'Within 1 hour'],
        [
          'Ultrasound of the abdomen',
          'No food for 6 hours; water is fine',
          '15 to 20 minutes',
          'Within 1 hour',
        ],
        [
          'Ultrasound of the pelvis',
          'Drink 4 to 5 glasses of water an hour before and do not pass urine',
          '15 to 20 minutes',
          'Within 1 hour',
        ],
        [
          'CT with contrast',
          'No food for 4 hours; bring a recent creatinine report',
          '10 to 15 minutes',
          'Same day',
        ],
        [
          'MRI',
          'Remove all metal; light meal is fine',
          '20 to 45 minutes',
          'Same day or next morning',
        ],
        ['Mammography', 'No talcum powder or deodorant that day', 'About 15 minutes', 'Same day'],
      ],
      note: 'Emergency scans are reported first, so an outpatient report may take longer on a busy day.',
    },
    {
      kind: 'prose',
      heading: 'What to bring',
      paragraphs: [
        'Come 15 minutes before your appointment time so that registration does not eat into it.',
      ],
      points: [
        'The doctor’s prescription for the scan',
        'Any earlier X-rays, scans and their reports, on film, CD or phone',
        'Your list of medicines and, for CT with contrast, a creatinine report from the last month',
        'Loose clothing without metal buttons or zips',
        'If you may be pregnant, tell the technician before any X-ray or CT',
      ],
    },
  ],
  teamCategory: 'Radiology',
  faq: {
    heading: 'Questions about scans',
    layout: 'two-column',
    items: [
      {
        question: 'Do I need an appointment?',
        answer: [
          'Not for most X-rays and ultrasounds: come with your prescription, Monday to Saturday. CT and MRI are best booked in advance by calling the appointment line, so we can tell you how to prepare.',
        ],
      },
      {
        question: 'Can I have a scan if another doctor prescribed it?',
        answer: [
          'Yes. We do scans on the prescription of any registered doctor, and give you the images and the report to take back to them.',
        ],
      },
      {
        question: 'Is the radiation from an X-ray or CT harmful?',
        answer: [
          'A single X-ray gives a very small dose, similar to a few days of natural background radiation. A CT gives more, so it is done only when the doctor needs the answer it gives. Ultrasound and MRI use no radiation at all.',
        ],
      },
      {
        question: 'Can I have a scan while pregnant?',
        answer: [
          'Ultrasound is safe throughout pregnancy, and MRI can be done when needed. X-ray and CT of the abdomen are avoided unless essential, so always tell the technician if you are or may be pregnant.',
        ],
      },
      {
        question: 'How do I get my report?',
        answer: [
          'Collect the printed report and images from the radiology counter, or ask for them to be sent to your phone. Your doctor at any of our hospitals can also see them in our system.',
        ],
      },
      {
        question: 'Can a family member come into the scan room?',
        answer: [
          'For MRI and ultrasound, a family member can usually stay with a child or an anxious patient. For X-ray and CT they wait outside, except a parent holding a small child, who wears a lead apron.',
        ],
      },
    ],
  },
  callToAction: {
    heading: 'Book a CT, MRI or ultrasound',
    text: 'Call the appointment line to book your scan and to ask how to prepare for it.',
    phone: 'appointment',
  },
});
