import { Icon } from '@/components/ui/icon';
import type { EmergencySite } from '@/content/emergency-page';
import type { Unit } from '@/content/site';
import styles from './emergency-hospital-card.module.scss';

/**
 * One emergency department: its name, address, the numbers to call and the way there. Each link
 * names its hospital for screen readers ("Pathankot Emergency: …"), as six cards carry the same
 * visible words.
 */
export function EmergencyHospitalCard({
  site,
  unit,
  labels,
}: {
  site: EmergencySite;
  unit: Unit;
  labels: { emergency: string; reception: string; directions: string };
}) {
  const reception = unit.phones.find((phone) => phone.purpose === 'Reception');
  return (
    <article className={styles.card} aria-labelledby={`site-${site.id}`}>
      <h3 id={`site-${site.id}`} className={styles.name}>
        {unit.name}
      </h3>
      <p className={styles.address}>
        <Icon name="map-pin" size={18} />
        {unit.address}
      </p>
      <ul className={styles.actions}>
        <li>
          <a className={styles.emergency} href={`tel:${site.emergencyPhone.tel}`}>
            <Icon name="phone" size={18} />
            <span>
              <span className="visually-hidden">{unit.shortName}</span>
              {`${labels.emergency}: `}
              <strong>{site.emergencyPhone.display}</strong>
            </span>
          </a>
        </li>
        {reception ? (
          <li>
            <a className={styles.link} href={`tel:${reception.tel}`}>
              <Icon name="phone" size={18} />
              <span>
                <span className="visually-hidden">{unit.shortName}</span>
                {`${labels.reception}: ${reception.display}`}
              </span>
            </a>
          </li>
        ) : null}
        <li>
          <a className={styles.link} href={unit.directionsUrl} target="_blank" rel="noopener">
            <Icon name="arrow-right" size={18} />
            <span>
              {labels.directions}
              <span className="visually-hidden">{` to ${unit.name} (opens in a new tab)`}</span>
            </span>
          </a>
        </li>
      </ul>
    </article>
  );
}
