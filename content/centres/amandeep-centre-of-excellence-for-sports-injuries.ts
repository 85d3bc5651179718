import { defineCentreEntry } from './types';

export const sportsInjuriesCentre = defineCentreEntry({
  slug: 'amandeep-centre-of-excellence-for-sports-injuries',
  menu: { label: 'Sports Injuries', places: { 'centres-of-excellence': 3 } },
  title: 'Centre of Excellence for Sports Injuries and Arthroscopy',
  category: 'Arthroscopy',
  metaTitle: 'Sports Injuries and Arthroscopy: ACL, Meniscus and Shoulder Care',
  metaDescription:
    'Keyhole surgery and rehabilitation for ACL and meniscus tears, shoulder dislocation, rotator cuff and ankle injuries, for athletes and active people.',
  lead: 'Keyhole surgery when a joint needs repair, and a rehabilitation plan that takes you back to the ground, the gym or the stairs at home safely.',
  image: {
    src: '/images/centres/amandeep-centre-of-excellence-for-sports-injuries.svg',
    alt: 'Illustration of a knee joint with a small arthroscope camera, beside a football',
    width: 1200,
    height: 800,
  },
  intro: [
    'A twisted knee in a kabaddi match, a shoulder that slips out on the volleyball court, an ankle that keeps giving way on uneven ground: sports injuries happen to school players, soldiers, police recruits and weekend cricketers alike. Left alone, some of them damage the joint further each time it gives way.',
    'Our sports injuries centre brings together arthroscopy surgeons and sports physiotherapists. We examine the joint, confirm the injury with an MRI when needed, and tell you honestly whether you need an operation. When you do, the surgery is done through cuts of about a centimetre, and rehabilitation starts the next day.',
  ],
  about: {
    heading: 'What the sports injuries centre treats',
    groups: [
      {
        heading: 'Injuries and conditions',
        points: [
          'Anterior cruciate ligament (ACL) and other knee ligament tears',
          'Meniscus tears and locking of the knee',
          'Cartilage damage and a kneecap that slips out of place',
          'Shoulder dislocation that keeps coming back',
          'Rotator cuff tears and frozen shoulder',
          'Ankle sprains that leave the ankle unstable',
          'Tennis elbow, and tendon pain that does not settle',
        ],
      },
      {
        heading: 'Procedures',
        points: [
          'Knee arthroscopy: ACL and PCL reconstruction, meniscus repair and trimming',
          'Cartilage procedures and kneecap stabilisation',
          'Shoulder arthroscopy: stabilisation and rotator cuff repair',
          'Ankle arthroscopy and ligament reconstruction',
          'Image-guided injections into joints and tendons',
        ],
      },
      {
        heading: 'Facilities',
        points: [
          'High-definition arthroscopy systems in dedicated operating theatres',
          'MRI for ligament, cartilage and tendon injuries',
          'Sports physiotherapy with strength, balance and return-to-sport testing',
        ],
      },
      {
        heading: 'Contact the sports injuries centre',
        points: [
          {
            name: 'Sports injury clinic desk',
            detail: 'Appointments, MRI reviews and team or academy screenings',
            email: 'sportsinjury@amandeephospital.org',
          },
        ],
      },
    ],
  },
  sections: [
    {
      kind: 'prose',
      heading: 'Straight after an injury',
      paragraphs: [
        'What you do in the first two or three days affects how quickly the joint settles and how well the doctor can examine it.',
      ],
      points: [
        'Stop playing. Carrying on with a twisted knee can tear the meniscus as well',
        'Rest the joint and use crutches if putting weight on it hurts',
        'Put a cold pack wrapped in a cloth on it for 15 to 20 minutes every few hours',
        'Keep the leg or arm raised on pillows to reduce swelling',
        'Avoid massage and hot fomentation for the first 48 hours',
        'See a doctor if the joint swells quickly, locks, gives way or you cannot bear weight',
      ],
    },
    {
      kind: 'tabs',
      heading: 'Injuries by joint',
      lead: 'Each joint has its typical injuries, and its own signs that something has torn.',
      tabs: [
        {
          label: 'Knee',
          paragraphs: [
            'A pop, quick swelling and a knee that feels unstable after a twist often mean an ACL tear. Pain along the joint line, catching or locking suggest a meniscus tear. Young players in pivoting sports usually do best with ACL reconstruction; the meniscus is repaired with stitches whenever possible, to protect the knee from early arthritis.',
          ],
        },
        {
          label: 'Shoulder',
          paragraphs: [
            'After a first dislocation in a young person, the shoulder often slips out again, sometimes in sleep. Arthroscopic stabilisation repairs the torn lining of the socket. In people over forty, pain at night and weakness lifting the arm point more often to a rotator cuff tear.',
          ],
        },
        {
          label: 'Ankle',
          paragraphs: [
            'Most sprains heal with a brace and balance exercises. An ankle that keeps turning on uneven ground months later may have a stretched or torn ligament, or a loose piece of cartilage, which can be treated through the arthroscope.',
          ],
        },
      ],
    },
    {
      kind: 'table',
      heading: 'How long recovery takes',
      lead: 'Typical timelines when rehabilitation is followed well. Healing is checked with tests of strength and balance, not only by the calendar.',
      caption: 'Typical recovery after common arthroscopic operations',
      columns: [
        { label: 'Operation' },
        { label: 'Walking normally' },
        { label: 'Running' },
        { label: 'Full sport' },
      ],
      rowHeaders: true,
      rows: [
        ['Meniscus trimming', '2 to 7 days', '4 to 6 weeks', '6 to 8 weeks'],
        ['Meniscus repair', '4 to 6 weeks', '3 to 4 months', '4 to 6 months'],
        ['ACL reconstruction', '2 to 4 weeks', '3 to 4 months', '9 to 12 months'],
        ['Shoulder stabilisation', 'Same day (arm in a sling)', '6 to 8 weeks', '4 to 6 months'],
        ['Ankle ligament repair', '4 to 6 weeks', '3 months', '4 to 6 months'],
      ],
      note: 'Going back to contact sport too early is the commonest reason a reconstructed ligament tears again.',
    },
    {
      kind: 'accordion',
      heading: 'Rehabilitation after ACL reconstruction',
      lead: 'Rehabilitation matters as much as the operation. Our physiotherapists take you through it in stages.',
      items: [
        {
          title: 'Weeks 1 to 2: calm the knee',
          paragraphs: [
            'Reduce swelling, get the knee fully straight and start bending it. You walk with crutches and a brace and do simple exercises at home several times a day.',
          ],
        },
        {
          title: 'Weeks 3 to 12: build strength',
          paragraphs: [
            'Walk without crutches, then climb stairs, cycle on a static bike and build the thigh and hip muscles. Most people return to desk work or college in this phase.',
          ],
        },
        {
          title: 'Months 3 to 6: run and jump',
          paragraphs: [
            'Straight-line running, then jumping and landing drills, with attention to landing with the knee in line over the foot.',
          ],
        },
        {
          title: 'Months 6 to 12: back to sport',
          paragraphs: [
            'Sport-specific drills, cutting and turning, then training with the team. You go back to matches only after passing strength and hop tests.',
          ],
          points: [
            'Thigh strength at least 90 per cent of the other leg',
            'Confidence in the knee when turning and landing',
          ],
        },
      ],
    },
  ],
  faq: {
    heading: 'Questions about sports injuries',
    layout: 'two-column',
    items: [
      {
        question: 'Do I need an MRI before seeing the doctor?',
        answer: [
          'No. Come for the examination first. The doctor will ask for an MRI only if it will change the treatment, which saves you a test you may not need.',
        ],
      },
      {
        question: 'I am not a sportsperson. Is this centre for me?',
        answer: [
          'Yes. The same injuries happen at work, on the stairs and on the road. We treat anyone whose joint is painful, unstable or locking after an injury.',
        ],
      },
      {
        question: 'How long will I stay in hospital after arthroscopy?',
        answer: [
          'Most patients go home the same day or the next morning. You will need someone to take you home, as you should not drive on the day of the operation.',
        ],
      },
      {
        question: 'Will there be scars?',
        answer: [
          'Arthroscopy leaves two or three small marks about a centimetre long. An ACL reconstruction adds a slightly longer cut where the new ligament is taken from, usually a few centimetres.',
        ],
      },
      {
        question: 'Can I do physiotherapy near my home?',
        answer: [
          'Yes. We give you a written programme and share it with your local physiotherapist, and review your progress at follow-up visits. Many patients also come to our physiotherapy department.',
        ],
      },
      {
        question: 'Do you screen school or academy teams?',
        answer: [
          'Yes. Our team can assess players for strength, balance and landing technique and teach warm-up exercises that lower the chance of knee ligament injury. Write to the clinic desk to arrange it.',
        ],
      },
    ],
  },
  callToAction: {
    heading: 'Get back in the game safely',
    text: 'Call to book an appointment with the sports injuries team. Bring any X-rays or MRI scans you already have.',
    phone: 'appointment',
  },
});
