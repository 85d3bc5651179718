'use client';

import { Children, useId, useMemo, useState, type ReactNode } from 'react';
import type { CityTab } from '@/content/doctors-page';
import { matchesDoctorFilters, type FilterableDoctor } from '@/lib/doctor-filters';
import styles from './doctors-directory.module.scss';

interface DoctorsDirectoryProps {
  tabs: CityTab[];
  /** What each card is filtered on, in the order of `children`. */
  items: FilterableDoctor[];
  categories: string[];
  /** Text the doctors' names contain (?q=), '' for every doctor. */
  initialQuery?: string;
  initialCity: string | null;
  initialCategory: string;
  labels: {
    name: string;
    namePlaceholder: string;
    category: string;
    placeholder: string;
    empty: string;
  };
  /** One server-rendered card per item. */
  children: ReactNode;
}

/**
 * The /doctors filters. Every card is in the server HTML; filtering only hides cards, at once
 * and without a reload, and keeps the choice in the URL (?q=, ?city=, ?category=) for sharing.
 */
export function DoctorsDirectory({
  tabs,
  items,
  categories,
  initialQuery = '',
  initialCity,
  initialCategory,
  labels,
  children,
}: DoctorsDirectoryProps) {
  const [query, setQuery] = useState(initialQuery);
  const [city, setCity] = useState<string | null>(initialCity);
  const [category, setCategory] = useState(initialCategory);
  const id = useId();
  const cards = Children.toArray(children);

  const visible = useMemo(
    () => items.map((item) => matchesDoctorFilters(item, { q: query, city, category })),
    [items, query, city, category],
  );
  const shown = visible.filter(Boolean).length;

  function remember(next: { q?: string; city?: string | null; category?: string }) {
    const url = new URL(window.location.href);
    const values = { q: query, city, category, ...next };
    for (const [key, value] of Object.entries(values)) {
      if (value?.trim()) url.searchParams.set(key, value.trim());
      else url.searchParams.delete(key);
    }
    window.history.replaceState(window.history.state, '', url);
  }

  return (
    <>
      <div className={styles.filters}>
        <div role="group" aria-label="Filter by hospital" className={styles.chips}>
          {tabs.map((tab) => (
            <button
              key={tab.label}
              type="button"
              className={styles.chip}
              aria-pressed={city === tab.city}
              onClick={() => {
                setCity(tab.city);
                remember({ city: tab.city });
              }}
            >
              {tab.label}
            </button>
          ))}
        </div>
        <div className={styles.fields}>
          <div className={styles.search}>
            <label htmlFor={`${id}-name`}>{labels.name}</label>
            <input
              id={`${id}-name`}
              type="search"
              value={query}
              placeholder={labels.namePlaceholder}
              autoComplete="off"
              onChange={(event) => {
                setQuery(event.target.value);
                remember({ q: event.target.value });
              }}
            />
          </div>
          <div className={styles.search}>
            <label htmlFor={`${id}-category`}>{labels.category}</label>
            <input
              id={`${id}-category`}
              type="search"
              list={`${id}-categories`}
              value={category}
              placeholder={labels.placeholder}
              onChange={(event) => {
                setCategory(event.target.value);
                remember({ category: event.target.value });
              }}
            />
            <datalist id={`${id}-categories`}>
              {categories.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
          </div>
        </div>
        <p className={styles.count} aria-live="polite">
          {shown === 1 ? '1 doctor' : `${shown} doctors`}
        </p>
      </div>
      <ul className={styles.grid}>
        {cards.map((card, index) => (
          <li key={index} hidden={!visible[index]}>
            {card}
          </li>
        ))}
      </ul>
      {shown === 0 ? <p className={styles.empty}>{labels.empty}</p> : null}
    </>
  );
}
