import { BlockSection } from '@/components/content/block-section';
import { Icon } from '@/components/ui/icon';
import styles from './how-we-work.module.scss';

/** What an international patient can count on, as short headed points. */
export function HowWeWork({
  heading,
  lead,
  points,
}: {
  heading: string;
  lead: string;
  points: readonly { title: string; text: string }[];
}) {
  return (
    <BlockSection id="how-we-work" heading={heading} lead={lead}>
      <ul className={styles.points}>
        {points.map((point) => (
          <li key={point.title} className={styles.point}>
            <Icon name="circle-check" size={26} className={styles.icon} />
            <div>
              <h3 className={styles.title}>{point.title}</h3>
              <p className={styles.text}>{point.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
