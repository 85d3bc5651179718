import { emergencyPage, emergencySites } from '@/content/emergency-page';
import { EmergencyHospitalCard } from './emergency-hospital-card';
import { NearestFirst } from './nearest-first';
import styles from './emergency-sections.module.scss';

const HEADING_ID = 'emergency-hospitals';

/** Our six emergency departments: by city from the server, nearest first on a tap. */
export function EmergencyHospitals() {
  const copy = emergencyPage.hospitals;
  const labels = {
    emergency: copy.emergencyLabel,
    reception: copy.receptionLabel,
    directions: copy.directionsLabel,
  };
  return (
    <section className={styles.section} aria-labelledby={HEADING_ID}>
      <div className={styles.inner}>
        <h2 id={HEADING_ID} className={styles.heading}>
          {copy.heading}
        </h2>
        <p className={styles.lead}>{copy.lead}</p>
        <NearestFirst
          listLabelledBy={HEADING_ID}
          copy={emergencyPage.nearest}
          entries={emergencySites.map((site) => ({
            id: site.id,
            name: site.unit.name,
            coordinates: site.coordinates,
            card: <EmergencyHospitalCard site={site} unit={site.unit} labels={labels} />,
          }))}
        />
      </div>
    </section>
  );
}
