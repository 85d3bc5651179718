import { Icon } from '@/components/ui/icon';
import type { EmergencySite } from '@/content/emergency-page';
import type { UnitWords } from '@/content/i18n/en/places';
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
  words,
  labels,
}: {
  site: EmergencySite;
  unit: Unit;
  /** The unit's names and address in the page's language. */
  words: UnitWords;
  labels: {
    emergency: string;
    reception: string;
    directions: string;
    /** "to Amandeep Hospital, Pathankot": after Directions, for screen readers. */
    directionsTo: string;
    opensInNewTab: string;
  };
}) {
  const reception = unit.phones.find((phone) => phone.purpose === 'Reception');
  return (
    <article className={styles.card} aria-labelledby={`site-${site.id}`}>
      <h3 id={`site-${site.id}`} className={styles.name}>
        {words.name}
      </h3>
      <p className={styles.address}>
        <Icon name="map-pin" size={18} />
        {words.address}
      </p>
      <ul className={styles.actions}>
        <li>
          <a className={styles.emergency} href={`tel:${site.emergencyPhone.tel}`}>
            <Icon name="phone" size={18} />
            <span>
              <span className="visually-hidden">{words.shortName} </span>
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
                <span className="visually-hidden">{words.shortName} </span>
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
              <span className="visually-hidden">
                {` ${labels.directionsTo} ${labels.opensInNewTab}`}
              </span>
            </span>
          </a>
        </li>
      </ul>
    </article>
  );
}
