'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import styles from '@/components/forms/form.module.scss';
import type { LocatorLocation } from '@/lib/doctors/directory';
import { directoryPath } from '@/content/routes';
import locatorStyles from './doctor-locator.module.scss';

interface DoctorLocatorProps {
  /** Each location named in the page's language; the specialities as the hospital API names them. */
  locations: LocatorLocation[];
  labels: {
    form: string;
    location: string;
    locationPlaceholder: string;
    speciality: string;
    specialityPlaceholder: string;
    specialityHint: string;
  };
  /** A translated page's language prefix (/pa), under which the listings open. */
  prefix?: string;
  /** The specialities' language on a translated page, where they stay as the API names them. */
  dataLanguage?: 'en';
}

/** Location, then speciality; choosing the speciality opens /doctor/{location}/{speciality}. */
export function DoctorLocator({
  locations,
  labels,
  prefix = '',
  dataLanguage,
}: DoctorLocatorProps) {
  const [city, setCity] = useState('');
  const [speciality, setSpeciality] = useState('');
  const router = useRouter();
  const id = useId();
  const location = locations.find((entry) => entry.city === city);

  return (
    <form
      className={styles.form}
      aria-label={labels.form}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className={locatorStyles.row}>
        <div className={styles.field}>
          <label htmlFor={`${id}-location`} className={styles.label}>
            {labels.location}
          </label>
          <select
            id={`${id}-location`}
            className={styles.control}
            value={city}
            onChange={(event) => {
              setCity(event.target.value);
              setSpeciality('');
            }}
          >
            <option value="">{labels.locationPlaceholder}</option>
            {locations.map((entry) => (
              <option key={entry.city} value={entry.city}>
                {entry.label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-speciality`} className={styles.label}>
            {labels.speciality}
          </label>
          <select
            id={`${id}-speciality`}
            className={styles.control}
            value={speciality}
            disabled={!location}
            aria-describedby={location ? undefined : `${id}-hint`}
            onChange={(event) => {
              setSpeciality(event.target.value);
              if (location && event.target.value)
                router.push(prefix + directoryPath(location.city, event.target.value));
            }}
          >
            <option value="">{labels.specialityPlaceholder}</option>
            {(location?.specialities ?? []).map((name) => (
              <option key={name} value={name} lang={dataLanguage}>
                {name}
              </option>
            ))}
          </select>
          {location ? null : (
            <p id={`${id}-hint`} className={styles.hint}>
              {labels.specialityHint}
            </p>
          )}
        </div>
      </div>
    </form>
  );
}
