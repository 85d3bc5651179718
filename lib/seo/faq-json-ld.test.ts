import { faqJsonLd } from './faq-json-ld';

describe('faqJsonLd', () => {
  it('lists each question with its answer, in the order shown', () => {
    expect(
      faqJsonLd([
        { question: 'Do I need an appointment?', answer: 'Walk-ins are welcome.' },
        { question: 'Is parking free?', answer: 'Yes, for patients.' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Do I need an appointment?',
          acceptedAnswer: { '@type': 'Answer', text: 'Walk-ins are welcome.' },
        },
        {
          '@type': 'Question',
          name: 'Is parking free?',
          acceptedAnswer: { '@type': 'Answer', text: 'Yes, for patients.' },
        },
      ],
    });
  });

  it('gives nothing for a page without questions', () => {
    expect(faqJsonLd([])).toBeNull();
  });
});
