import type { FAQPage, WithContext } from 'schema-dts';

/** A question and its answer as plain text, as the page shows them. */
export interface FaqEntry {
  question: string;
  answer: string;
}

/** FAQPage for the questions a page shows; null when it shows none (no empty FAQPage). */
export function faqJsonLd(entries: readonly FaqEntry[]): WithContext<FAQPage> | null {
  if (entries.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}
