import { aboutPath, contactPath, hospitalsPath, modelOfCarePath } from '@/content/routes';
import { site } from '@/content/site';
import type { OnwardLink } from './about-page';
import type { ContentImage, Paragraphs } from './blocks';

/** One member of the leadership team (spec: img, name, description), with their role. */
export interface Leader {
  /** Also the portrait's file name under public/images/leadership/. */
  slug: string;
  name: string;
  role: string;
  photo: ContentImage;
  /** A few sentences: training, what they look after, what they care about. */
  biography: Paragraphs;
}

const portrait = (slug: string, alt: string): ContentImage => ({
  src: `/images/leadership/${slug}.svg`,
  alt,
  width: 480,
  height: 560,
});

/**
 * The group's leaders. The people are invented for this sample site (the README says so); the
 * portraits are illustrations, not photographs.
 */
export const leaders: readonly Leader[] = [
  {
    slug: 'jaswant-singh-virdi',
    name: 'Dr. Jaswant Singh Virdi',
    role: 'Founder and Chairman',
    photo: portrait(
      'jaswant-singh-virdi',
      'Illustrated portrait of Dr. Jaswant Singh Virdi, a Sikh man with a navy turban, a white beard and glasses, wearing a navy bandhgala',
    ),
    biography: [
      'Dr. Virdi is an orthopaedic surgeon. He trained in Punjab and spent his early years operating on road and farm injuries in government hospitals, where he saw families travel for days to reach a surgeon. In 1990 he opened a small hospital on GT Road, Amritsar, with one operating theatre and a ward of twelve beds.',
      'He still sees patients two mornings a week. As chairman he leads the Board, chairs the committee that decides where the group opens its next service, and insists that every new hospital runs a 24-hour emergency before it runs anything else.',
    ],
  },
  {
    slug: 'harleen-kaur-virdi',
    name: 'Dr. Harleen Kaur Virdi',
    role: 'Co-founder and Medical Director',
    photo: portrait(
      'harleen-kaur-virdi',
      'Illustrated portrait of Dr. Harleen Kaur Virdi, a woman with greying hair tied in a bun, wearing a white doctor’s coat and a stethoscope',
    ),
    biography: [
      'Dr. Harleen Kaur Virdi is an anaesthesiologist and co-founded the hospital in 1990. For its first years she gave the anaesthesia for almost every operation and ran the small recovery ward herself.',
      'As medical director she is responsible for clinical standards across all six hospitals: who may practise here, how doctors are credentialed, how complications are reviewed, and how patients are kept safe during surgery. She started our DNB teaching programme in 2008 and still teaches residents.',
    ],
  },
  {
    slug: 'karanbir-singh-virdi',
    name: 'Mr. Karanbir Singh Virdi',
    role: 'Managing Director',
    photo: portrait(
      'karanbir-singh-virdi',
      'Illustrated portrait of Mr. Karanbir Singh Virdi, a Sikh man with a teal turban and a short dark beard, wearing a navy suit and tie',
    ),
    biography: [
      'Mr. Virdi studied hospital administration and worked in the operations teams of two hospital groups in north India before joining the group. He runs its day-to-day management: finance, buildings, purchasing, information systems and the opening of new hospitals.',
      'He led the move to one set of electronic records shared by all six hospitals, so that a patient referred from Pathankot or Srinagar arrives with their reports already on screen. He chairs the board committee that oversees our CSR work.',
    ],
  },
  {
    slug: 'nasreen-qadri',
    name: 'Dr. Nasreen Qadri',
    role: 'Director, Medical Services',
    photo: portrait(
      'nasreen-qadri',
      'Illustrated portrait of Dr. Nasreen Qadri, a woman wearing a teal headscarf, a white doctor’s coat and a stethoscope',
    ),
    biography: [
      'Dr. Qadri is a physician from Srinagar with further training in hospital administration. Before joining us she ran the medical wards of a district hospital in Kashmir for many years.',
      'She looks after how care is organised in the wards and outpatient clinics of every unit: infection control, the pharmacy, the laboratory and blood bank, and the audits that check them. She also leads our accreditation work and the patient feedback that comes in each week.',
    ],
  },
  {
    slug: 'rosamma-thomas',
    name: 'Ms. Rosamma Thomas',
    role: 'Chief Nursing Officer',
    photo: portrait(
      'rosamma-thomas',
      'Illustrated portrait of Ms. Rosamma Thomas, a woman with short curly hair and glasses, wearing a navy nurse’s uniform',
    ),
    biography: [
      'Ms. Thomas trained as a nurse in Kerala and holds a master’s degree in nursing. She has worked in intensive care for most of her career and joined us as the nurse in charge of the critical care wing on GT Road.',
      'Today she leads the nursing teams of all six hospitals. She sets the nurse-to-patient ratios for each ward, runs the training every new nurse goes through, and works with our nursing college on what its students learn before they reach a ward.',
    ],
  },
];

/** The leadership page (/leadership). */
export const leadershipPage = {
  title: 'Our Leadership',
  metaTitle: 'Leadership: The People Who Run Our Hospitals',
  metaDescription: `Meet the five people who lead ${site.brand}: our founders, managing director, director of medical services and chief nursing officer, and what each does.`,
  lead: 'The doctors, nurse and manager who run our six hospitals, and what each of them answers for.',
  /** The about page, the step above this one in the breadcrumb. */
  aboutCrumb: `About ${site.brand}`,
  listHeading: 'The leadership team',
  intro:
    'Three of our leaders are clinicians who still see patients or teach, and all five visit each of our hospitals through the year. If something in your care has gone wrong, you can write to them through our contact page.',
  onward: {
    heading: 'Find out more',
    links: [
      {
        label: `About ${site.brand}`,
        text: 'Our story since 1990, our six hospitals and our ambulance service.',
        href: aboutPath,
        icon: 'building',
      },
      {
        label: 'Our model of care',
        text: 'How a visit, an operation and the weeks after it are organised.',
        href: modelOfCarePath,
        icon: 'heart-pulse',
      },
      {
        label: 'Our hospitals',
        text: 'All six units, with their specialities and how to reach them.',
        href: hospitalsPath,
        icon: 'stethoscope',
      },
      {
        label: 'Write to us',
        text: 'Praise, a complaint or a question for the leadership team.',
        href: contactPath,
        icon: 'mail',
      },
    ] satisfies OnwardLink[],
  },
};
