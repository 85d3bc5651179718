import { Icon } from '@/components/ui/icon';
import { PhoneNumber } from '@/components/ui/phone-number';
import type { FirstAidTopic } from '@/content/emergency-page';
import type { Phone } from '@/content/site';
import { displayDate } from '@/lib/dates';
import styles from './emergency-sections.module.scss';

const HEADING_ID = 'while-you-wait';

/** Short first-aid steps for the commonest emergencies, each ending with a call-now link. */
export function FirstAidGuide({
  copy,
  topics,
  phone,
}: {
  copy: {
    heading: string;
    lead: string;
    callNow: string;
    reviewedLabel: string;
    reviewed: string;
    disclaimer: string;
  };
  topics: readonly FirstAidTopic[];
  phone: Phone;
}) {
  return (
    <section className={`${styles.section} ${styles.tinted}`} aria-labelledby={HEADING_ID}>
      <div className={styles.inner}>
        <h2 id={HEADING_ID} className={styles.heading}>
          {copy.heading}
        </h2>
        <p className={styles.lead}>{copy.lead}</p>
        <div className={styles.topics}>
          {topics.map((topic) => (
            <article key={topic.id} id={topic.id} className={styles.topic}>
              <h3 className={styles.topicHeading}>{topic.heading}</h3>
              <p className={styles.signs}>{topic.signs}</p>
              <ol className={styles.steps}>
                {topic.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
              <a className={styles.callNow} href={`tel:${phone.tel}`}>
                <Icon name="phone" size={18} />
                {copy.callNow}: <PhoneNumber phone={phone} />
              </a>
            </article>
          ))}
        </div>
        <p className={styles.reviewed}>
          {copy.reviewedLabel}: <time dateTime={copy.reviewed}>{displayDate(copy.reviewed)}</time>.{' '}
          {copy.disclaimer}
        </p>
      </div>
    </section>
  );
}
