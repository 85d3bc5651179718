import type { ReactNode } from 'react';
import { REFERENCE_ALPHABET, REFERENCE_PREFIX } from '@/lib/submissions/reference-format';
import styles from './form.module.scss';

// The prefix alone ("It starts with AH-") or a whole reference.
const REFERENCE = new RegExp(`(${REFERENCE_PREFIX}[${REFERENCE_ALPHABET}]*)`);

/**
 * A hint or a message with every request reference in it (AH-7KQ2M9XD) kept on one line: a
 * browser breaks after a hyphen, and half a reference on each line is easy to copy wrong.
 */
export function withWholeReferences(text: string): ReactNode {
  const parts = text.split(REFERENCE);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className={styles.whole}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}
