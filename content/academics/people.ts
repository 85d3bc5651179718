import { portraits } from './images';
import type { Faculty, Student, Testimonial } from './types';

/** Residents and fellows in training now. */
export const currentStudents: readonly Student[] = [
  {
    id: 'harleen-sandhu',
    name: 'Dr Harleen Sandhu',
    position: 'DNB Orthopaedics, third year',
    description: 'Thesis: recovery after knee replacement in patients over seventy.',
    image: { src: portraits.b, tint: 'sky' },
  },
  {
    id: 'aakash-mehra',
    name: 'Dr Aakash Mehra',
    position: 'DrNB Plastic Surgery, second year',
    description: 'Two days a week in the burns unit; assists in cleft repairs.',
    image: { src: portraits.a, tint: 'sand' },
  },
  {
    id: 'simran-bajwa',
    name: 'Dr Simran Bajwa',
    position: 'DNB Emergency Medicine, first year',
    description: 'Learning triage and trauma care at GT Road.',
    image: { src: portraits.d, tint: 'mint' },
  },
  {
    id: 'rohit-kalra',
    name: 'Dr Rohit Kalra',
    position: 'DNB Anaesthesiology, second year',
    description: 'Rotating through cardiac and paediatric anaesthesia.',
    image: { src: portraits.c, tint: 'teal' },
  },
  {
    id: 'nidhi-grewal',
    name: 'Dr Nidhi Grewal',
    position: 'FNB Arthroscopy, first year',
    description: 'Keeps the sports injury clinic’s case register.',
    image: { src: portraits.b, tint: 'mint' },
  },
  {
    id: 'manpreet-dhillon',
    name: 'Manpreet Dhillon',
    position: 'Post Basic B.Sc Nursing, second year',
    description: 'Running blood pressure camps in villages near Amritsar.',
    image: { src: portraits.d, tint: 'sky' },
  },
];

/** Those who finished their training here. */
export const pastStudents: readonly Student[] = [
  {
    id: 'vikram-chahal',
    name: 'Dr Vikram Chahal',
    position: 'DNB Orthopaedics, 2019–2022',
    description: 'Joint replacement surgeon at a district hospital.',
    image: { src: portraits.a, tint: 'teal' },
  },
  {
    id: 'ritika-anand',
    name: 'Dr Ritika Anand',
    position: 'DNB Anaesthesiology, 2018–2021',
    description: 'Leads the pain clinic of a hospital in Ludhiana.',
    image: { src: portraits.d, tint: 'sand' },
  },
  {
    id: 'farhan-qureshi',
    name: 'Dr Farhan Qureshi',
    position: 'DNB Emergency Medicine, 2020–2023',
    description: 'Runs an emergency department in Srinagar.',
    image: { src: portraits.c, tint: 'sky' },
  },
  {
    id: 'jaspreet-gill',
    name: 'Dr Jaspreet Gill',
    position: 'FNB Spine Surgery, 2021–2023',
    description: 'Joined our own spine team at Medicity as a consultant.',
    image: { src: portraits.a, tint: 'mint' },
  },
];

/** Consultants who teach. */
export const faculty: readonly Faculty[] = [
  {
    id: 'gurmeet-sodhi',
    name: 'Dr Gurmeet Sodhi',
    qualification: 'MS, DNB (Orthopaedics)',
    position: 'Head of academics, senior joint replacement surgeon',
    image: { src: portraits.a, tint: 'teal' },
  },
  {
    id: 'anita-bhardwaj',
    name: 'Dr Anita Bhardwaj',
    qualification: 'MD, DNB (Anaesthesiology)',
    position: 'DNB teacher, anaesthesia and pain',
    image: { src: portraits.b, tint: 'sand' },
  },
  {
    id: 'kabir-malhotra',
    name: 'Dr Kabir Malhotra',
    qualification: 'MS, MCh (Plastic Surgery)',
    position: 'DrNB teacher, plastic and reconstructive surgery',
    image: { src: portraits.c, tint: 'sky' },
  },
  {
    id: 'arjun-bedi',
    name: 'Dr Arjun Bedi',
    qualification: 'MS, FNB (Spine Surgery)',
    position: 'FNB teacher, spine surgery',
    image: { src: portraits.a, tint: 'sky' },
  },
  {
    id: 'paramjit-kaur',
    name: 'Paramjit Kaur',
    qualification: 'M.Sc Nursing',
    position: 'Principal, Amandeep College of Nursing',
    image: { src: portraits.d, tint: 'teal' },
  },
];

/** What trainees say about their years here. */
export const testimonials: readonly Testimonial[] = [
  {
    id: 'vikram-chahal',
    name: 'Dr Vikram Chahal',
    position: 'DNB Orthopaedics, 2019–2022',
    image: { src: portraits.a, tint: 'teal' },
    quote:
      'By my third year I had scrubbed for over four hundred joint replacements, with a consultant always beside me.',
  },
  {
    id: 'ritika-anand',
    name: 'Dr Ritika Anand',
    position: 'DNB Anaesthesiology, 2018–2021',
    image: { src: portraits.d, tint: 'sand' },
    quote:
      'Theory classes every morning, even on busy days, and thesis guidance that was patient and practical.',
  },
  {
    id: 'farhan-qureshi',
    name: 'Dr Farhan Qureshi',
    position: 'DNB Emergency Medicine, 2020–2023',
    image: { src: portraits.c, tint: 'sky' },
    quote:
      'We saw everything from road accidents to heart attacks. Nights were hard, but a senior was one call away.',
  },
  {
    id: 'komal-arora',
    name: 'Komal Arora',
    position: 'Post Basic B.Sc Nursing, 2021–2023',
    image: { src: portraits.b, tint: 'mint' },
    quote:
      'I kept working part-time in the wards while I studied, and came back as a charge nurse.',
  },
  {
    id: 'jaspreet-gill',
    name: 'Dr Jaspreet Gill',
    position: 'FNB Spine Surgery, 2021–2023',
    image: { src: portraits.a, tint: 'sky' },
    quote:
      'Two years of spine surgery, theatre to follow-up clinic. When I finished, I stayed on as a consultant.',
  },
];
