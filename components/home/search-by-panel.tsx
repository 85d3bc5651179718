'use client';

import Link from 'next/link';
import { useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { homeContent, searchByTargets } from '@/content/home';
import styles from './search-by.module.scss';

const LETTERS = Array.from({ length: 26 }, (_, index) => String.fromCharCode(65 + index));

type TargetId = (typeof searchByTargets)[number]['id'];

/**
 * Doctors or specialities by first letter. The letters are real links, so the row works without
 * JavaScript (to specialities, the default); the toggle only changes where they lead.
 */
export function SearchBy() {
  const [targetId, setTargetId] = useState<TargetId>('speciality');
  const target = searchByTargets.find((entry) => entry.id === targetId) ?? searchByTargets[1];
  const copy = homeContent.searchBy;

  return (
    <div className={styles.panel}>
      <div role="group" aria-label={copy.toggleLabel} className={styles.toggle}>
        {searchByTargets.map((entry) => (
          <button
            key={entry.id}
            type="button"
            className={styles.option}
            aria-pressed={entry.id === targetId}
            onClick={() => setTargetId(entry.id)}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <nav aria-label={copy.lettersLabel(target.label)}>
        <ul className={styles.letters}>
          {LETTERS.map((letter) => (
            <li key={letter}>
              <Link href={target.path(letter)} className={styles.letter}>
                {letter}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Link href={copy.locate.href} className={styles.locate}>
        <Icon name="map-pin" size={18} />
        {copy.locate.label}
      </Link>
    </div>
  );
}
