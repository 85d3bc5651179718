'use client';

import { Link } from '@/components/ui/link';
import { useParams, useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { CityTab } from '@/content/doctors-page';
import { decodeViewKey } from '@/lib/lists/view-key';
import { searchText } from '@/lib/doctors/search';
import { doctorsPath } from '@/content/routes';
import styles from './doctors-directory.module.scss';

/** How long typing may pause before the list follows it. */
export const TYPING_PAUSE_MS = 300;

interface DoctorsDirectoryProps {
  tabs: CityTab[];
  categories: string[];
  /** The list's language prefix ('/pa'), empty in English: where the filters lead. */
  prefix?: string;
  labels: {
    /** Names the hospital tabs. */
    filter: string;
    name: string;
    namePlaceholder: string;
    category: string;
    placeholder: string;
    search: string;
  };
}

interface Shown {
  q: string;
  city: string | null;
  category: string;
}

/** The filters of the list shown: the route's view key (the proxy made it from the address). */
function useShownFilters(): Shown {
  const params = useParams<{ view?: string }>();
  const values = (params?.view && decodeViewKey(params.view)) || {};
  return { q: values.q ?? '', city: values.city ?? null, category: values.category ?? '' };
}

/**
 * The /doctors filters. The list itself is rendered on the server for each address (a cached
 * render per view), so the city chips are links and the name and speciality fields a GET form:
 * all of it works without JavaScript. With it, typing updates the address after a short pause,
 * and this component stays mounted (it lives in the layout), so focus and keystrokes are kept.
 */
export function DoctorsDirectory({ tabs, categories, prefix = '', labels }: DoctorsDirectoryProps) {
  const listPath = (filters?: Parameters<typeof doctorsPath>[0]) =>
    `${prefix}${doctorsPath(filters)}`;
  const shown = useShownFilters();
  const router = useRouter();
  const id = useId();
  const [query, setQuery] = useState(shown.q);
  const [category, setCategory] = useState(shown.category);
  const [requested, setRequested] = useState({ q: shown.q, category: shown.category });
  const [seen, setSeen] = useState(shown);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The address changed by a chip, a page link or the back button: show what it asks for. A
  // list that only catches up with what was typed keeps the text as it is now.
  if (seen.q !== shown.q || seen.city !== shown.city || seen.category !== shown.category) {
    setSeen(shown);
    if (shown.q !== requested.q || shown.category !== requested.category) {
      setQuery(shown.q);
      setCategory(shown.category);
      setRequested({ q: shown.q, category: shown.category });
    }
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  function show(next: { q: string; category: string }) {
    clearTimeout(timer.current);
    const q = searchText(next.q);
    setRequested({ q, category: next.category.trim() });
    router.replace(listPath({ q, city: shown.city, category: next.category.trim() }), {
      scroll: false,
    });
  }

  function typed(next: { q: string; category: string }) {
    setQuery(next.q);
    setCategory(next.category);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => show(next), TYPING_PAUSE_MS);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    show({ q: query, category });
  }

  return (
    <div className={styles.filters}>
      <nav aria-label={labels.filter} className={styles.chips}>
        {tabs.map((tab) => (
          <Link
            key={tab.label}
            href={listPath({ q: query.trim(), city: tab.city, category: category.trim() })}
            prefetch={false}
            scroll={false}
            className={styles.chip}
            aria-current={shown.city === tab.city ? 'true' : undefined}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      <form
        className={styles.fields}
        action={listPath()}
        method="get"
        role="search"
        onSubmit={submit}
      >
        {shown.city ? <input type="hidden" name="city" value={shown.city} /> : null}
        <div className={styles.search}>
          <label htmlFor={`${id}-name`}>{labels.name}</label>
          <input
            id={`${id}-name`}
            name="q"
            type="search"
            value={query}
            placeholder={labels.namePlaceholder}
            autoComplete="off"
            onChange={(event) => typed({ q: event.target.value, category })}
          />
        </div>
        <div className={styles.search}>
          <label htmlFor={`${id}-category`}>{labels.category}</label>
          <input
            id={`${id}-category`}
            name="category"
            type="search"
            list={`${id}-categories`}
            value={category}
            placeholder={labels.placeholder}
            onChange={(event) => typed({ q: query, category: event.target.value })}
          />
          <datalist id={`${id}-categories`}>
            {categories.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </div>
        <button type="submit" className={styles.submit}>
          {labels.search}
        </button>
      </form>
    </div>
  );
}
