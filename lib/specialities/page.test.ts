import type { Speciality } from '@/lib/hospital-api/types';
import { firstSentence, specialityFaqItems, specialitySeo } from './page';

const base: Speciality = {
  id: 'u1',
  name: 'Urology',
  slug: 'urology',
  image: null,
  images: [],
  seo: { title: '', description: '' },
  overviewHtml: ['', '<p>Kidney stones treated with lasers. Same-day discharge.</p>'],
  explainedVideo: null,
  patientVideo: null,
  patientStories: [],
  faqs: [],
};

describe('speciality page data', () => {
  it('takes title and description from meta and metades', () => {
    expect(
      specialitySeo({ ...base, seo: { title: 'Best Urologist', description: 'Stone care.' } }),
    ).toEqual({ title: 'Best Urologist', description: 'Stone care.' });
  });

  it('falls back to the name and the first sentence of the overview', () => {
    expect(specialitySeo(base)).toEqual({
      title: 'Urology',
      description: 'Kidney stones treated with lasers.',
    });
    expect(firstSentence(['<p>No full stop here</p>'])).toBe('No full stop here');
  });

  it('shows at most six questions, dropping ones without a question or an answer', () => {
    const faqs = Array.from({ length: 8 }, (_, index) => ({
      question: `Question ${index + 1}?`,
      answer: index === 1 ? ' ' : `Answer ${index + 1}.`,
    }));
    const items = specialityFaqItems({ faqs });
    expect(items).toHaveLength(6);
    expect(items.map((item) => item.question)).toEqual([
      'Question 1?',
      'Question 3?',
      'Question 4?',
      'Question 5?',
      'Question 6?',
      'Question 7?',
    ]);
    expect(items[0]!.answer).toEqual(['Answer 1.']);
  });
});
