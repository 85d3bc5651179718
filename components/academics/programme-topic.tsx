import type { ProgrammeTopic as ProgrammeTopicContent } from '@/content/academics';
import styles from './programme-topic.module.scss';

/** One programme's panel: what it is, then its facts as labelled terms. */
export function ProgrammeTopic({ topic }: { topic: ProgrammeTopicContent }) {
  return (
    <div className={styles.topic}>
      {topic.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <dl className={styles.facts}>
        {topic.facts.map((fact) => (
          <div key={fact.label} className={styles.fact}>
            <dt>{fact.label}</dt>
            <dd>{fact.text}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
