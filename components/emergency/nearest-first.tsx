'use client';

import { useId, useState, type ReactNode } from 'react';
import { replayEarlyPress } from '@/components/ui/early-press';
import { Icon } from '@/components/ui/icon';
import {
  nearestFirst,
  roughDistance,
  type Coordinates,
  type DistanceWords,
} from '@/lib/emergency/distance';
import styles from './nearest-first.module.scss';

/** One hospital of the list: what ranks it, and its card, drawn on the server. */
export interface NearestFirstEntry {
  id: string;
  name: string;
  coordinates: Coordinates;
  card: ReactNode;
}

export interface NearestFirstCopy extends DistanceWords {
  button: string;
  privacy: string;
  byCity: string;
  locating: string;
  found: string;
  away: string;
  denied: string;
  unavailable: string;
}

type Status =
  | { kind: 'idle' | 'locating' | 'denied' | 'unavailable' }
  | { kind: 'found'; distances: Map<string, number>; order: string[] };

/** GeolocationPositionError.PERMISSION_DENIED. */
const PERMISSION_DENIED = 1;

/** A cached position of the last 10 minutes will do; a fresh one may take a while indoors. */
const POSITION_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  maximumAge: 10 * 60 * 1000,
  timeout: 15 * 1000,
};

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/**
 * The hospitals in the order the server gave (by city), and a "Nearest hospital first" button
 * that asks the browser for the visitor's position only when tapped and ranks the sites in the
 * page: the position is sent nowhere. The button is in the server's HTML, so that it takes its
 * place before the script runs rather than push the list down when it does; where scripting is
 * off, CSS hides it and the list stands by city.
 */
export function NearestFirst({
  entries,
  copy,
  listLabelledBy,
}: {
  entries: NearestFirstEntry[];
  copy: NearestFirstCopy;
  listLabelledBy: string;
}) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const privacyId = useId();

  const locate = () => {
    if (!('geolocation' in navigator)) return setStatus({ kind: 'unavailable' });
    setStatus({ kind: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const ranked = nearestFirst(entries, {
          latitude: coords.latitude,
          longitude: coords.longitude,
        });
        setStatus({
          kind: 'found',
          distances: new Map(ranked.map((site) => [site.id, site.km])),
          order: ranked.map((site) => site.id),
        });
      },
      (error) => setStatus({ kind: error.code === PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      POSITION_OPTIONS,
    );
  };

  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const ordered = status.kind === 'found' ? status.order.map((id) => byId.get(id)!) : entries;

  let message = copy.byCity;
  if (status.kind === 'locating') message = copy.locating;
  if (status.kind === 'denied') message = copy.denied;
  if (status.kind === 'unavailable') message = copy.unavailable;
  if (status.kind === 'found') {
    const nearest = ordered[0]!;
    message = fill(copy.found, {
      name: nearest.name,
      distance: roughDistance(status.distances.get(nearest.id)!, copy),
    });
  }

  return (
    <>
      <div className={styles.tools}>
        <button
          ref={replayEarlyPress}
          type="button"
          className={styles.button}
          onClick={locate}
          aria-describedby={privacyId}
        >
          <Icon name="map-pin" size={20} />
          {copy.button}
        </button>
        <p id={privacyId} className={styles.privacy}>
          {copy.privacy}
        </p>
      </div>
      <p role="status" className={styles.status} data-kind={status.kind}>
        {message}
      </p>
      <ol className={styles.list} aria-labelledby={listLabelledBy}>
        {ordered.map((entry) => (
          <li key={entry.id} className={styles.item} data-site={entry.id}>
            {status.kind === 'found' ? (
              <p className={styles.distance}>
                {fill(copy.away, {
                  distance: roughDistance(status.distances.get(entry.id)!, copy),
                })}
              </p>
            ) : null}
            {entry.card}
          </li>
        ))}
      </ol>
    </>
  );
}
