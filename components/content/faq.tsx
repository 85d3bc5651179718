import clsx from 'clsx';
import { Accordion } from '@/components/ui/accordion';
import type { FaqContent, FaqItem } from '@/content/blocks';
import { Paragraphs } from './paragraphs';
import styles from './faq.module.scss';

interface FaqColumn {
  /** The number of the column's first question. */
  first: number;
  items: readonly FaqItem[];
}

/** The first half (rounded up) on the left, the rest on the right (spec: three and three). */
function columnsOf(faq: FaqContent): FaqColumn[] {
  if (faq.layout === 'single') return [{ first: 1, items: faq.items }];
  const half = Math.ceil(faq.items.length / 2);
  return [
    { first: 1, items: faq.items.slice(0, half) },
    { first: half + 1, items: faq.items.slice(half) },
  ].filter((column) => column.items.length > 0);
}

/**
 * Numbered questions whose answers open one at a time in each column. Every answer is in the
 * server's HTML, so search engines read them all.
 */
export function Faq({
  faq,
  id = 'faq',
  itemsLang,
}: {
  faq: FaqContent;
  id?: string;
  /** The language of the questions and answers (the hospital API's) where it is not the page's. */
  itemsLang?: string;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {faq.heading}
      </h2>
      <div
        className={clsx(styles.columns, faq.layout === 'two-column' && styles.twoColumns)}
        lang={itemsLang}
      >
        {columnsOf(faq).map((column) => (
          <Accordion
            key={column.first}
            numberFrom={column.first}
            items={column.items.map((item) => ({
              title: item.question,
              content: <Paragraphs paragraphs={item.answer} />,
            }))}
          />
        ))}
      </div>
    </section>
  );
}
