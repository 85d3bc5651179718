import { emergencySites } from '@/content/emergency-page';
import { getTranslations } from 'next-intl/server';
import { catalogue } from '@/lib/i18n/server';
import type { Locale } from '@/lib/i18n/locales';
import { EmergencyHospitalCard } from './emergency-hospital-card';
import { NearestFirst } from './nearest-first';
import styles from './emergency-sections.module.scss';

const HEADING_ID = 'emergency-hospitals';

/** Our six emergency departments: by city from the server, nearest first on a tap. */
export async function EmergencyHospitals({ locale }: { locale: Locale }) {
  const { emergency, frame, units } = catalogue(locale);
  const t = await getTranslations({ locale, namespace: 'emergency.hospitals' });
  const copy = emergency.hospitals;
  const labels = {
    emergency: copy.emergencyLabel,
    reception: copy.receptionLabel,
    directions: copy.directionsLabel,
    opensInNewTab: frame.opensInNewTab,
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
          copy={emergency.nearest}
          entries={emergencySites.map((site) => ({
            id: site.id,
            name: units[site.id].name,
            coordinates: site.coordinates,
            card: (
              <EmergencyHospitalCard
                site={site}
                unit={site.unit}
                words={units[site.id]}
                labels={{
                  ...labels,
                  directionsTo: t('directionsTo', { name: units[site.id].name }),
                }}
              />
            ),
          }))}
        />
      </div>
    </section>
  );
}
