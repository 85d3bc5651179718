import { BlockSection } from '@/components/content/block-section';
import { Paragraphs } from '@/components/content/paragraphs';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/components/ui/icon-set';
import type { PracticalIcon, PracticalTopic } from '@/content/international-patients-page';
import styles from './practical-info.module.scss';

const GLYPHS: Record<PracticalIcon, IconName> = {
  visa: 'globe',
  pickup: 'plane',
  language: 'languages',
  payment: 'indian-rupee',
  stay: 'house',
};

/** Visas, pickup, language, payment and lodging: what a family needs to know before flying. */
export function PracticalInfo({
  heading,
  lead,
  topics,
}: {
  heading: string;
  lead: string;
  topics: readonly PracticalTopic[];
}) {
  return (
    <BlockSection id="before-you-travel" heading={heading} lead={lead}>
      <ul className={styles.topics}>
        {topics.map((topic) => (
          <li key={topic.heading} className={styles.topic}>
            <span className={styles.glyph}>
              <Icon name={GLYPHS[topic.icon]} size={24} />
            </span>
            <h3 className={styles.heading}>{topic.heading}</h3>
            <div className={styles.text}>
              <Paragraphs paragraphs={topic.paragraphs} />
            </div>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
