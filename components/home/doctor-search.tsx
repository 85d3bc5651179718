'use client';

import type { QueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
} from 'react';
import { Icon } from '@/components/ui/icon';
import { loadWithRetries } from '@/components/ui/load-with-retries';
import { doctorSearchCopy as copy } from '@/content/doctor-search';
import { searchText, type DoctorSuggestion } from '@/lib/doctor-search';
import { doctorPath, doctorsPath } from '@/lib/routes';
import styles from './doctor-search.module.scss';

const DEBOUNCE_MS = 200;

type QueryModule = typeof import('@tanstack/react-query');

interface SuggestionEngine {
  query: QueryModule;
  client: QueryClient;
}

let engine: Promise<SuggestionEngine> | undefined;

/**
 * TanStack Query and the search's own client (handed to useQuery directly, so the hero needs no
 * provider), loaded when the visitor first reaches the box: they stay out of the home page's
 * first-load JavaScript. A doctor list changes rarely: an answer stays fresh for five minutes,
 * and a failed one is not retried (the box just stays quiet; Search still works).
 */
function loadEngine(): Promise<SuggestionEngine> {
  engine ??= loadWithRetries(() => import('@tanstack/react-query')).then(
    (query) => ({
      query,
      client: new query.QueryClient({
        defaultOptions: {
          queries: { staleTime: 5 * 60_000, retry: false, refetchOnWindowFocus: false },
        },
      }),
    }),
    (error: unknown) => {
      // Not kept: the visitor's next keystroke tries again (Search works meanwhile).
      engine = undefined;
      throw error;
    },
  );
  return engine;
}

/** The suggestions of one search text; `current` is false while an older answer stands in. */
interface SuggestionAnswer {
  text: string;
  doctors: DoctorSuggestion[];
  current: boolean;
}

/** Asks for the suggestions of the settled text and hands each answer to the search box. */
function SuggestionQuery({
  engine: { query, client },
  text,
  onAnswer,
}: {
  engine: SuggestionEngine;
  text: string;
  onAnswer: (answer: SuggestionAnswer) => void;
}) {
  const { data, isPlaceholderData, isSuccess } = query.useQuery(
    {
      queryKey: ['doctor-suggestions', text],
      queryFn: ({ signal }) => fetchSuggestions(text, signal),
      enabled: text !== '',
      placeholderData: query.keepPreviousData,
    },
    client,
  );
  useEffect(() => {
    onAnswer({ text, doctors: data ?? [], current: isSuccess && !isPlaceholderData });
  }, [onAnswer, text, data, isSuccess, isPlaceholderData]);
  return null;
}

async function fetchSuggestions(text: string, signal: AbortSignal): Promise<DoctorSuggestion[]> {
  const response = await fetch(`/api/doctors/suggest?${new URLSearchParams({ q: text })}`, {
    signal,
  });
  if (!response.ok) throw new Error(`Suggestions answered ${response.status}`);
  const body = (await response.json()) as { doctors?: unknown };
  return Array.isArray(body.doctors) ? (body.doctors as DoctorSuggestion[]) : [];
}

/** The text, once the visitor has stopped typing for a moment. */
function useDebounced(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

const noSubscription = () => () => {};

/** False in the server HTML and while hydrating, true once the page's JavaScript runs. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The home hero's doctor search. Without JavaScript a plain GET form to /doctors?q=. With it, a
 * combobox (WAI-ARIA 1.2, list autocomplete) suggesting the doctors whose name contains the text;
 * choosing one opens the profile, Search or Enter without a choice opens the filtered list.
 */
export function DoctorSearch() {
  const router = useRouter();
  const hydrated = useHydrated();
  const id = useId();
  const listId = `${id}-list`;
  const root = useRef<HTMLFormElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  // The chosen suggestion by slug, so a fresh answer never moves the choice to another doctor.
  const [activeSlug, setActiveSlug] = useState<string | null>(null);
  const wanted = searchText(useDebounced(text));
  const [loaded, setLoaded] = useState<SuggestionEngine | null>(null);
  const [answer, setAnswer] = useState<SuggestionAnswer>({ text: '', doctors: [], current: false });

  function engage() {
    if (!loaded) void loadEngine().then(setLoaded, () => {});
  }

  const typed = searchText(text) !== '';
  const suggestions = typed ? answer.doctors : [];
  const expanded = hydrated && open && suggestions.length > 0;
  const settled = typed && answer.current && answer.text === searchText(text);
  const noneFound = hydrated && open && settled && suggestions.length === 0;
  const active = expanded ? suggestions.findIndex((entry) => entry.slug === activeSlug) : -1;
  const activeSuggestion = suggestions[active];

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  useEffect(() => {
    if (activeSuggestion)
      document.getElementById(`${id}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeSuggestion, active, id]);

  function move(step: 1 | -1) {
    if (!expanded) {
      setOpen(true);
      return;
    }
    const count = suggestions.length;
    const next = active === -1 && step === -1 ? count - 1 : (active + step + count) % count;
    setActiveSlug(suggestions[next]?.slug ?? null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && activeSuggestion) {
      event.preventDefault();
      choose(activeSuggestion);
      router.push(doctorPath(activeSuggestion.slug));
    } else if (event.key === 'Escape') {
      if (expanded || noneFound) setOpen(false);
      else setText('');
      setActiveSlug(null);
    }
  }

  function choose(suggestion: DoctorSuggestion) {
    setText(suggestion.name);
    setOpen(false);
    setActiveSlug(null);
  }

  let announcement = '';
  if (settled && open) {
    announcement =
      suggestions.length === 0 ? copy.noneFound(searchText(text)) : copy.found(suggestions.length);
  }

  return (
    <form
      ref={root}
      role="search"
      action={doctorsPath()}
      method="get"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        setOpen(false);
        router.push(doctorsPath({ q: searchText(text) }));
      }}
    >
      <label htmlFor={`${id}-input`} className={styles.label}>
        {copy.label}
      </label>
      <div className={styles.field}>
        <Icon name="search" size={22} className={styles.icon} />
        <input
          id={`${id}-input`}
          className={styles.input}
          name="q"
          type="text"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          placeholder={copy.placeholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActiveSlug(null);
            setOpen(true);
            engage();
          }}
          onFocus={() => {
            setOpen(true);
            engage();
          }}
          onPointerEnter={engage}
          onBlur={(event) => {
            if (!root.current?.contains(event.relatedTarget)) setOpen(false);
          }}
          onKeyDown={onKeyDown}
          {...(hydrated
            ? {
                role: 'combobox',
                'aria-autocomplete': 'list' as const,
                'aria-expanded': expanded,
                'aria-controls': listId,
                'aria-activedescendant': activeSuggestion ? `${id}-option-${active}` : undefined,
              }
            : {})}
        />
        <button type="submit" className={styles.button}>
          {copy.button}
        </button>
        {hydrated ? (
          <div
            id={listId}
            role="listbox"
            aria-label={copy.listLabel}
            className={styles.list}
            hidden={!expanded}
          >
            {suggestions.map((suggestion, index) => (
              <Link
                key={suggestion.slug}
                id={`${id}-option-${index}`}
                href={doctorPath(suggestion.slug)}
                prefetch={false}
                role="option"
                aria-selected={index === active}
                tabIndex={-1}
                className={styles.option}
                // Keeps the focus in the box, so the list is still there when the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(suggestion)}
              >
                <span className={styles.name}>{suggestion.name}</span>
                <span className={styles.category}>{suggestion.category}</span>
              </Link>
            ))}
          </div>
        ) : null}
        {noneFound ? (
          <p className={styles.none} aria-hidden="true">
            <strong>{copy.noneFound(searchText(text))}</strong> {copy.noneFoundHint}
          </p>
        ) : null}
      </div>
      {loaded ? <SuggestionQuery engine={loaded} text={wanted} onAnswer={setAnswer} /> : null}
      <p className={styles.status} role="status">
        {announcement}
      </p>
    </form>
  );
}
