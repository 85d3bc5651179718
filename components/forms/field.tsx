import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import styles from './form.module.scss';
import { withWholeReferences } from './whole-references';

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  /** The control; give it `id`, and `describedBy(...)` for aria-describedby. */
  children: ReactNode;
}

/** The ids a control names in aria-describedby: its hint and its error, when shown. */
export function describedBy(
  id: string,
  { error, hint }: { error?: string; hint?: string },
): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** Label above, control, hint, and the error in red with an icon, announced when it appears. */
export function Field({ id, label, required, error, hint, children }: FieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden>
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {withWholeReferences(hint)}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          <Icon name="circle-alert" size={16} />
          {/* One flex item beside the icon: a reference kept whole is a span of its own. */}
          <span>{withWholeReferences(error)}</span>
        </p>
      ) : null}
    </div>
  );
}
