'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import styles from '@/components/forms/form.module.scss';
import type { LocatorLocation } from '@/lib/doctors/directory';
import { directoryPath } from '@/content/routes';
import locatorStyles from './doctor-locator.module.scss';

interface DoctorLocatorProps {
  locations: LocatorLocation[];
  labels: {
    location: string;
    locationPlaceholder: string;
    speciality: string;
    specialityPlaceholder: string;
    specialityHint: string;
  };
}

/** Location, then speciality; choosing the speciality opens /doctor/{location}/{speciality}. */
export function DoctorLocator({ locations, labels }: DoctorLocatorProps) {
  const [city, setCity] = useState('');
  const [speciality, setSpeciality] = useState('');
  const router = useRouter();
  const id = useId();
  const location = locations.find((entry) => entry.city === city);

  return (
    <form
      className={styles.form}
      aria-label="Find a doctor by location"
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
                router.push(directoryPath(location.city, event.target.value));
            }}
          >
            <option value="">{labels.specialityPlaceholder}</option>
            {(location?.specialities ?? []).map((name) => (
              <option key={name} value={name}>
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
