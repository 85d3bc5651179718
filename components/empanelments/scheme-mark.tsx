import clsx from 'clsx';
import { initialsOf } from '@/lib/initials.mjs';
import { schemeMarkTones } from '@/styles/colours';
import styles from './scheme-mark.module.scss';

/**
 * The mark's colours, background then text, each pair readable (the test measures them): the
 * site's navy, teals and tints, and its one warm accent (styles/tokens.json).
 */
export const MARK_TONES = schemeMarkTones;

/** The same name always gets the same tone, and neighbours in a list seldom share one. */
export function toneOf(name: string): number {
  let hash = 0;
  for (const character of name) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  return hash % MARK_TONES.length;
}

/**
 * Our own mark for a scheme or insurer, never a copy of its logo: its initials in a rounded
 * square coloured from the name. Text and CSS only, so no image request. Hidden from assistive
 * technology: the name beside it says the same.
 */
export function SchemeMark({ name, monogram }: { name: string; monogram?: string }) {
  const letters = monogram ?? initialsOf(name, 'organisation');
  return (
    <span
      aria-hidden="true"
      className={clsx(
        styles.mark,
        styles[`tone${toneOf(name)}`],
        letters.length > 2 && styles.long,
      )}
    >
      {letters}
    </span>
  );
}
