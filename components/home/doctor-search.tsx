'use client';

import type { QueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
} from 'react';
import { Icon } from '@/components/ui/icon';
import { loadWithRetries } from '@/components/ui/load-with-retries';
import { doctorSearchCopy } from '@/content/doctor-search';
import type { SuggestionWordsOfPage } from './doctor-search-list';
import { searchText, type SearchSuggestions } from '@/lib/doctors/search';
import { doctorsPath } from '@/content/routes';
import styles from './doctor-search.module.scss';

const DEBOUNCE_MS = 200;

type QueryModule = typeof import('@tanstack/react-query');
type ListModule = typeof import('./doctor-search-list');

interface SuggestionEngine {
  query: QueryModule;
  client: QueryClient;
  list: ListModule;
}

let engine: Promise<SuggestionEngine> | undefined;

/**
 * TanStack Query, the search's own client (handed to useQuery directly, so the hero needs no
 * provider) and the list's rendering, loaded when the visitor first reaches the box: they stay
 * out of the home page's first-load JavaScript. A doctor list changes rarely: an answer stays
 * fresh for five minutes, and a failed one is not retried (the list offers its ways on).
 */
function loadEngine(): Promise<SuggestionEngine> {
  engine ??= Promise.all([
    loadWithRetries(() => import('@tanstack/react-query')),
    loadWithRetries(() => import('./doctor-search-list')),
  ]).then(
    ([query, list]) => ({
      query,
      list,
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

const NOTHING: SearchSuggestions = { doctors: [], doctorCount: 0, specialities: [] };

/** The suggestions of one search text; `current` is false while an older answer stands in. */
interface SuggestionAnswer {
  text: string;
  suggestions: SearchSuggestions;
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
  const { data, isPlaceholderData, isSuccess, isError } = query.useQuery(
    {
      queryKey: ['doctor-suggestions', text],
      queryFn: ({ signal }) => fetchSuggestions(text, signal),
      enabled: text !== '',
      placeholderData: query.keepPreviousData,
    },
    client,
  );
  useEffect(() => {
    // A failed answer is an empty one: the list still offers its ways on.
    onAnswer({
      text,
      suggestions: (isError ? null : data) ?? NOTHING,
      current: isError || (isSuccess && !isPlaceholderData),
    });
  }, [onAnswer, text, data, isSuccess, isError, isPlaceholderData]);
  return null;
}

async function fetchSuggestions(text: string, signal: AbortSignal): Promise<SearchSuggestions> {
  const response = await fetch(`/api/doctors/suggest?${new URLSearchParams({ q: text })}`, {
    signal,
  });
  if (!response.ok) throw new Error(`Suggestions answered ${response.status}`);
  const body = (await response.json()) as Partial<SearchSuggestions>;
  const doctors = Array.isArray(body.doctors) ? body.doctors : [];
  return {
    doctors,
    doctorCount: Math.max(Number(body.doctorCount) || 0, doctors.length),
    specialities: Array.isArray(body.specialities) ? body.specialities : [],
  };
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
 * combobox (WAI-ARIA 1.2, list autocomplete) suggesting the doctors whose name contains the text
 * and the specialities it names, or ways on when nothing matches; choosing one opens it, Search
 * or Enter without a choice opens the doctors list filtered by the name.
 */
export function DoctorSearch({
  words = doctorSearchCopy,
  suggestionWords,
}: {
  /** The box's words on a translated page; an English page's are shipped with it. */
  words?: typeof doctorSearchCopy;
  /** The suggestions' words on a translated page, formatted by the list when it loads. */
  suggestionWords?: SuggestionWordsOfPage;
}) {
  const copy = words;
  const listPath = (filters?: Parameters<typeof doctorsPath>[0]) =>
    `${suggestionWords?.prefix ?? ''}${doctorsPath(filters)}`;
  const router = useRouter();
  const hydrated = useHydrated();
  const id = useId();
  const listId = `${id}-list`;
  const root = useRef<HTMLFormElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  // The chosen option by key, so a fresh answer never moves the choice to another one.
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const wanted = searchText(useDebounced(text));
  const [loaded, setLoaded] = useState<SuggestionEngine | null>(null);
  const [answer, setAnswer] = useState<SuggestionAnswer>({
    text: '',
    suggestions: NOTHING,
    current: false,
  });

  function engage() {
    if (!loaded) void loadEngine().then(setLoaded, () => {});
  }

  const listCopy = useMemo(() => loaded?.list.copyOf(suggestionWords), [loaded, suggestionWords]);
  const typed = searchText(text) !== '';
  const groups =
    typed && loaded
      ? loaded.list.optionGroups(answer.suggestions, answer.text, answer.current, listCopy)
      : [];
  const options = groups.flatMap((group) => group.options);
  const expanded = hydrated && open && options.length > 0;
  const settled = typed && answer.current && answer.text === searchText(text);
  const active = expanded ? options.findIndex((option) => option.key === activeKey) : -1;
  const activeOption = options[active];
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  useEffect(() => {
    if (activeKey !== null && active !== -1)
      document.getElementById(`${id}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeKey, active, id]);

  function move(step: 1 | -1) {
    if (!expanded) {
      setOpen(true);
      return;
    }
    const count = options.length;
    const next = active === -1 && step === -1 ? count - 1 : (active + step + count) % count;
    setActiveKey(options[next]?.key ?? null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      choose(activeOption);
      router.push(activeOption.href);
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else setText('');
      setActiveKey(null);
    }
  }

  function choose(option: { fill?: string }) {
    if (option.fill) setText(option.fill);
    setOpen(false);
    setActiveKey(null);
  }

  const announcement =
    settled && open && loaded && listCopy
      ? loaded.list.announce(answer.suggestions, searchText(text), listCopy)
      : '';

  return (
    <form
      ref={root}
      role="search"
      action={listPath()}
      method="get"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        setOpen(false);
        router.push(listPath({ q: searchText(text) }));
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
            setActiveKey(null);
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
                'aria-activedescendant': activeOption ? optionId(active) : undefined,
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
            {loaded ? (
              <loaded.list.SearchOptions
                groups={groups}
                idOf={optionId}
                activeKey={activeOption?.key ?? null}
                onChoose={choose}
              />
            ) : null}
          </div>
        ) : null}
      </div>
      {loaded ? <SuggestionQuery engine={loaded} text={wanted} onAnswer={setAnswer} /> : null}
      <p className={styles.status} role="status">
        {announcement}
      </p>
    </form>
  );
}
