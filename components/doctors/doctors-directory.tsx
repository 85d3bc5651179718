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
  initialCity: string | null;
  initialCategory: string;
  labels: { category: string; placeholder: string; empty: string };
  /** One server-rendered card per item. */
  children: ReactNode;
}

/**
 * The /doctors filters. Every card is in the server HTML; filtering only hides cards, at once
 * and without a reload, and keeps the choice in the URL (?city=, ?category=) for sharing.
 */
export function DoctorsDirectory({
  tabs,
  items,
  categories,
  initialCity,
  initialCategory,
  labels,
  children,
}: DoctorsDirectoryProps) {
  const [city, setCity] = useState<string | null>(initialCity);
  const [category, setCategory] = useState(initialCategory);
  const id = useId();
  const cards = Children.toArray(children);

  const visible = useMemo(
    () => items.map((item) => matchesDoctorFilters(item, { city, category })),
    [items, city, category],
  );
  const shown = visible.filter(Boolean).length;

  function remember(nextCity: string | null, nextCategory: string) {
    const url = new URL(window.location.href);
    if (nextCity) url.searchParams.set('city', nextCity);
    else url.searchParams.delete('city');
    if (nextCategory.trim()) url.searchParams.set('category', nextCategory.trim());
    else url.searchParams.delete('category');
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
                remember(tab.city, category);
              }}
            >
              {tab.label}
            </button>
          ))}
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
              remember(city, event.target.value);
            }}
          />
          <datalist id={`${id}-categories`}>
            {categories.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
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
