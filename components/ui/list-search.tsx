'use client';

import { useParams, useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, useTransition, type FormEvent } from 'react';
import { decodeViewKey } from '@/lib/lists/view-key';
import { Icon } from './icon';
import styles from './list-search.module.scss';

/** How long typing may pause before the list follows it. */
export const TYPING_PAUSE_MS = 300;

interface ListSearchProps {
  /** The list's public path, e.g. /specialities: the form's target without JavaScript. */
  action: string;
  /** The query parameter holding the text, e.g. 'category' or 'q'. */
  param: string;
  /** The route segment holding the view key (lib/lists/view-key.ts), e.g. 'view'. */
  keyParam: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  /** Announced while the list follows the text. */
  searchingLabel: string;
}

/** The public address of the list's first page for a text (no text: the whole list). */
function addressOf(action: string, param: string, text: string): string {
  const query = new URLSearchParams();
  if (text) query.set(param, text);
  const search = query.toString();
  return search ? `${action}?${search}` : action;
}

/**
 * The search box of a list whose text lives in the address. Without JavaScript it is a GET form
 * of the list's page. With it, typing moves to the address of the new text's first page after a
 * short pause; the box lives in the list's layout, so it stays mounted, with its focus and text,
 * while the server-rendered list below it changes.
 */
export function ListSearch({
  action,
  param,
  keyParam,
  label,
  placeholder,
  submitLabel,
  searchingLabel,
}: ListSearchProps) {
  const params = useParams<Record<string, string>>();
  const key = params?.[keyParam];
  const shown = ((key && decodeViewKey(key)) || {})[param] ?? '';
  const router = useRouter();
  const id = useId();
  const [text, setText] = useState(shown);
  const [requested, setRequested] = useState(shown.trim());
  const [seen, setSeen] = useState(shown);
  const [pending, startTransition] = useTransition();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The address changed by a link or the back button: show its text. An address that only
  // catches up with what was typed leaves the text as it is now.
  if (seen !== shown) {
    setSeen(shown);
    if (shown.trim() !== requested) {
      setText(shown);
      setRequested(shown.trim());
    }
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  function show(value: string) {
    clearTimeout(timer.current);
    const wanted = value.trim();
    setRequested(wanted);
    startTransition(() => {
      router.replace(addressOf(action, param, wanted), { scroll: false });
    });
  }

  function typed(value: string) {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => show(value), TYPING_PAUSE_MS);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    show(text);
  }

  return (
    <form className={styles.form} action={action} method="get" role="search" onSubmit={submit}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.field}>
        <Icon name="search" className={styles.icon} />
        <input
          id={id}
          name={param}
          type="search"
          value={text}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => typed(event.target.value)}
        />
        <button type="submit" className={styles.submit}>
          {submitLabel}
        </button>
      </div>
      <p className={styles.status} role="status">
        {pending ? searchingLabel : ''}
      </p>
    </form>
  );
}
