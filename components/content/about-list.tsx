import { Icon } from '@/components/ui/icon';
import type { AboutListContent, AboutPoint } from '@/content/blocks';
import styles from './about-list.module.scss';

function Point({ point }: { point: AboutPoint }) {
  if (typeof point === 'string') return <>{point}</>;
  return (
    <span className={styles.person}>
      <strong>{point.name}</strong>
      {point.detail ? <span className={styles.detail}>{point.detail}</span> : null}
      {point.email ? (
        <a href={`mailto:${point.email}`} className={styles.email}>
          <Icon name="mail" size={16} /> {point.email}
        </a>
      ) : null}
    </span>
  );
}

/** A titled list of points, in headed groups where the content has them. */
export function AboutList({ about, id }: { about: AboutListContent; id: string }) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId}>
      <h2 id={headingId}>{about.heading}</h2>
      {about.lead ? <p className={styles.lead}>{about.lead}</p> : null}
      <div className={styles.groups}>
        {about.groups.map((group, groupIndex) => (
          <div key={groupIndex} className={styles.group}>
            {group.heading ? <h3 className={styles.groupHeading}>{group.heading}</h3> : null}
            <ul className={styles.points}>
              {group.points.map((point, index) => (
                <li key={index}>
                  <Icon name="check" size={18} className={styles.tick} />
                  <Point point={point} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
