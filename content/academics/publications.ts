import { scenes } from './images';
import type { Presentation, Publication } from './types';

/** Recent papers by our doctors and residents. */
export const publications: readonly Publication[] = [
  {
    id: 'early-walking-tkr',
    date: '2025-03-14',
    image: scenes.ward('A patient walking with a frame beside a physiotherapist'),
    title: 'Walking on the day of knee replacement: a study of 212 patients',
    detail:
      'Indian Journal of Orthopaedics. Early walkers went home a day sooner, with no more complications.',
  },
  {
    id: 'cleft-outcomes',
    date: '2024-11-02',
    image: scenes.theatre('An operating theatre prepared for a child’s surgery'),
    title: 'Speech after early cleft palate repair in North Indian children',
    detail: 'Five years of follow-up from our free cleft surgery camps.',
  },
  {
    id: 'triage-road-accidents',
    date: '2024-07-19',
    image: scenes.ward('An emergency bay ready for an incoming patient'),
    title: 'Time to CT scan for road accident victims at a private trauma centre',
    detail: 'How a trauma team call cut the wait for a scan from 42 to 19 minutes.',
  },
  {
    id: 'spinal-anaesthesia-elderly',
    date: '2024-02-08',
    image: scenes.library('Journals and notes on a desk'),
    title: 'Low-dose spinal anaesthesia for hip fractures in patients over 80',
    detail:
      'Indian Journal of Anaesthesia. Steadier blood pressure and less confusion after surgery.',
  },
];

/** Talks given at conferences, newest first. */
export const presentations: readonly Presentation[] = [
  {
    id: 'ioacon-2024',
    title: 'Same-day discharge after unicompartmental knee replacement',
    details:
      'Indian Orthopaedic Association conference, 2024. Who is suitable, pain control at home, and our first 60 patients.',
  },
  {
    id: 'apsicon-2024',
    title: 'Free flap reconstruction after road traffic injuries of the leg',
    details:
      'Association of Plastic Surgeons of India conference, 2024. Timing, flap choice and limbs saved over three years.',
  },
  {
    id: 'emcon-2023',
    title: 'Point-of-care ultrasound in the first ten minutes of trauma',
    details:
      'National emergency medicine conference, 2023. A bedside protocol our residents learn in their first month.',
  },
  {
    id: 'isacon-2023',
    title: 'Nerve blocks instead of general anaesthesia for shoulder surgery',
    details:
      'Indian Society of Anaesthesiologists conference, 2023. Fewer breathing tubes, and most patients ate within two hours.',
  },
  {
    id: 'nursing-conference-2023',
    title: 'Preventing pressure sores in the ICU: a nurse-led bundle',
    details:
      'State nursing conference, 2023. Turning charts, mattresses and skin checks that halved pressure sores in a year.',
  },
  {
    id: 'spine-week-2022',
    title: 'Minimally invasive surgery for slipped discs in young workers',
    details:
      'Spine surgeons’ annual meeting, 2022. Most farm and factory workers were back at work within three weeks.',
  },
];
