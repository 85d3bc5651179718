import type { Speciality } from '@/lib/hospital-api/types';
import { specialityFaqItems } from './page';
import { specialityJsonLd } from './json-ld';

const origin = 'https://www.example.org';

const cardiology: Speciality = {
  id: 'c1',
  name: 'Cardiology',
  slug: 'cardiology',
  image: '/media/cardiology-icon.png',
  images: ['https://cdn.example.org/cardiology.jpg'],
  seo: { title: '', description: '' },
  overviewHtml: ['<p>Heart care.</p>'],
  explainedVideo: null,
  patientVideo: null,
  patientStories: [],
  faqs: [
    {
      question: 'What is an <b>ECG</b>?',
      answer: '<p>A tracing of the heart.</p><p>It is quick.</p>',
    },
    { question: 'Do I need to fast?', answer: 'Not for an ECG &amp; echo.' },
  ],
};

function build(speciality: Speciality) {
  const faq = specialityFaqItems(speciality);
  return specialityJsonLd(speciality, {
    origin,
    description: 'Heart care.',
    faq,
  });
}

describe('specialityJsonLd', () => {
  it('describes the page as a MedicalWebPage about its schema.org specialty', () => {
    const [page] = build(cardiology);
    expect(page).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'MedicalWebPage',
      name: 'Cardiology',
      url: 'https://www.example.org/specialities/cardiology',
      description: 'Heart care.',
      image: 'https://cdn.example.org/cardiology.jpg',
      about: [{ '@id': 'https://schema.org/Cardiovascular' }],
      specialty: 'https://schema.org/Cardiovascular',
    });
  });

  it('names a speciality schema.org has no member for without claiming one', () => {
    const [page] = build({ ...cardiology, name: 'Critical Care', slug: 'critical-care' });
    expect(page.about).toEqual({ '@type': 'Thing', name: 'Critical Care' });
    expect(page).not.toHaveProperty('specialty');
  });

  it('gives the FAQ as the page shows it: plain text, in order', () => {
    const [, faq] = build(cardiology);
    expect(faq).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'What is an ECG?',
          acceptedAnswer: { '@type': 'Answer', text: 'A tracing of the heart.\n\nIt is quick.' },
        },
        {
          '@type': 'Question',
          name: 'Do I need to fast?',
          acceptedAnswer: { '@type': 'Answer', text: 'Not for an ECG & echo.' },
        },
      ],
    });
  });

  it('leaves the FAQPage out when the page shows no questions', () => {
    const data = build({ ...cardiology, faqs: [] });
    expect(data).toHaveLength(1);
    expect(data[0]['@type']).toBe('MedicalWebPage');
  });
});
