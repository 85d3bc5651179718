import { Icon } from '@/components/ui/icon';
import { PhoneNumber } from '@/components/ui/phone-number';
import { site, type Unit } from '@/content/site';
import styles from './unit-visit-card.module.scss';

/** Where a unit is and how to reach it, from the site's one record of its contact facts. */
export function UnitVisitCard({
  hospital,
  opdHours,
  externalSite,
}: {
  hospital: Unit;
  /** When the outpatient clinics see patients. */
  opdHours: string;
  externalSite?: { label: string; url: string };
}) {
  return (
    <section aria-labelledby="visit-heading" className={styles.card}>
      <h2 id="visit-heading" className={styles.heading}>
        Visit us
      </h2>
      <address className={styles.address}>
        <Icon name="map-pin" size={20} className={styles.icon} />
        <span>{hospital.address}</span>
      </address>
      <p className={styles.hours}>
        <Icon name="clock" size={18} className={styles.icon} />
        <span>
          <strong>OPD:</strong> {opdHours}
        </span>
      </p>
      <p className={styles.emergency}>
        <a href={`tel:${site.emergencyPhone.tel}`}>
          <Icon name="ambulance" size={18} className={styles.icon} />
          <span>
            24/7 Emergency: <PhoneNumber phone={site.emergencyPhone} />
          </span>
        </a>
      </p>
      <ul className={styles.contacts}>
        {hospital.phones.map((phone) => (
          <li key={phone.tel}>
            <a href={`tel:${phone.tel}`}>
              <Icon name="phone" size={18} className={styles.icon} />
              <span>
                <span className={styles.purpose}>{phone.purpose}:</span>{' '}
                <PhoneNumber phone={phone} />
              </span>
            </a>
          </li>
        ))}
        <li>
          <a href={`mailto:${hospital.email}`}>
            <Icon name="mail" size={18} className={styles.icon} /> {hospital.email}
          </a>
        </li>
      </ul>
      <ul className={styles.links}>
        <li>
          <a href={hospital.directionsUrl} target="_blank" rel="noopener">
            Directions <Icon name="external-link" size={16} />
            <span className="visually-hidden"> to {hospital.name} (opens in a new tab)</span>
          </a>
        </li>
        {externalSite ? (
          <li>
            <a href={externalSite.url} target="_blank" rel="noopener">
              {externalSite.label} <Icon name="external-link" size={16} />
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
