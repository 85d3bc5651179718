'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import buttonStyles from '@/components/ui/button-link.module.scss';
import { EmailAddress } from '@/components/ui/email-address';
import { Icon } from '@/components/ui/icon';
import { PhoneNumber } from '@/components/ui/phone-number';
import { replayEarlyPress } from '@/components/ui/early-press';
import { useTabs } from '@/components/ui/use-tabs';
import { useShell } from '@/components/layout/shell-context';
import type { Unit } from '@/content/site';
import styles from './location-tabs.module.scss';

/** A translated page's words; an English page's are these components' own. */
export interface LocationTabsWords {
  label: string;
  directions: string;
  /** With `{name}` where the hospital's name goes. */
  directionsTo: string;
  pause: string;
  resume: string;
}

const english: LocationTabsWords = {
  label: 'Our hospitals',
  directions: 'Directions',
  directionsTo: 'to {name} (opens in a new tab)',
  pause: 'Pause rotation',
  resume: 'Resume rotation',
};

interface LocationTabsProps {
  /** The units with their names and addresses in the page's language. */
  units: readonly Pick<
    Unit,
    'id' | 'name' | 'shortName' | 'address' | 'phones' | 'email' | 'directionsUrl' | 'colour'
  >[];
  rotateEveryMs: number;
  words?: LocationTabsWords;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function prefersReducedMotion() {
  return window.matchMedia(REDUCED_MOTION).matches;
}

/**
 * The six hospitals as tabs that move on by themselves (spec: every 4 s). It stops while the
 * pointer or focus is inside, when the visitor pauses it, and for people who prefer less motion.
 */
export function LocationTabs({ units, rotateEveryMs, words = english }: LocationTabsProps) {
  const { words: shell } = useShell();
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const [holding, setHolding] = useState(false);
  const reducedMotion = useSyncExternalStore(
    subscribeToReducedMotion,
    prefersReducedMotion,
    () => false,
  );
  const { tabProps, panelProps } = useTabs(units.length, active, setActive);

  const rotating = !paused && !holding && !reducedMotion && units.length > 1;
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(
      () => setActive((index) => (index + 1) % units.length),
      rotateEveryMs,
    );
    return () => window.clearInterval(timer);
  }, [rotating, rotateEveryMs, units.length]);

  return (
    <div
      onMouseEnter={() => setHolding(true)}
      onMouseLeave={() => setHolding(false)}
      // A touch on a phone, where nothing hovers, is someone reading a card: it stays until they
      // choose another or resume.
      onPointerDown={(event) => {
        if (event.pointerType === 'touch') setPaused(true);
      }}
      onFocus={() => setHolding(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHolding(false);
      }}
    >
      <div role="tablist" aria-label={words.label} className={styles.tabs}>
        {units.map((unit, index) => (
          <button key={unit.id} {...tabProps(index)} className={styles.tab}>
            {unit.shortName}
          </button>
        ))}
      </div>
      {units.map((unit, index) => (
        <div
          key={unit.id}
          {...panelProps(index)}
          className={styles.panel}
          style={{ ['--panel-colour' as string]: unit.colour }}
        >
          <h3>{unit.name}</h3>
          <address>{unit.address}</address>
          <ul className={styles.contacts}>
            {unit.phones.map((phone) => (
              <li key={phone.tel}>
                <a href={`tel:${phone.tel}`}>
                  <Icon name="phone" size={18} />
                  <span>
                    <span className={styles.purpose}>{shell.phonePurposes[phone.purpose]}:</span>{' '}
                    <PhoneNumber phone={phone} />
                  </span>
                </a>
              </li>
            ))}
            <li>
              <a href={`mailto:${unit.email}`}>
                <Icon name="mail" size={18} /> <EmailAddress address={unit.email} />
              </a>
            </li>
          </ul>
          <a
            className={`${buttonStyles.button} ${buttonStyles.secondary}`}
            href={unit.directionsUrl}
            target="_blank"
            rel="noopener"
          >
            {words.directions} <Icon name="external-link" size={16} />
            <span className="visually-hidden">
              {' '}
              {words.directionsTo.replace('{name}', unit.name)}
            </span>
          </a>
        </div>
      ))}
      {units.length > 1 && !reducedMotion ? (
        <div className={styles.controls}>
          <button
            ref={replayEarlyPress}
            type="button"
            className={styles.pause}
            onClick={() => setPaused((value) => !value)}
          >
            {paused ? words.resume : words.pause}
          </button>
        </div>
      ) : null}
    </div>
  );
}
