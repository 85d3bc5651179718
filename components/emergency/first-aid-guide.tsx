import { Icon } from '@/components/ui/icon';
import { PhoneNumber } from '@/components/ui/phone-number';
import type { Messages } from '@/content/i18n/types';
import type { Phone } from '@/content/site';
import styles from './emergency-sections.module.scss';

const HEADING_ID = 'while-you-wait';

/** Short first-aid steps for the commonest emergencies, each ending with a call-now link. */
export function FirstAidGuide({
  copy,
  reviewed,
  topics,
  phone,
}: {
  copy: Messages['emergency']['whileYouWait'];
  /** The day a doctor last reviewed the guidance: ISO, and as the page's language writes it. */
  reviewed: { iso: string; shown: string };
  topics: Messages['emergency']['firstAid'];
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
          {Object.entries(topics).map(([id, topic]) => (
            <article key={id} id={id} className={styles.topic}>
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
          {copy.reviewedLabel}: <time dateTime={reviewed.iso}>{reviewed.shown}</time>.{' '}
          {copy.disclaimer}
        </p>
      </div>
    </section>
  );
}
