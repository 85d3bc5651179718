import type { ComponentProps } from 'react';
import styles from './form.module.scss';

/** A 10-digit Indian mobile number, with +91 shown as a fixed prefix. */
export function PhoneInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <div className={styles.phone}>
      <span className={styles.prefix} aria-hidden>
        +91
      </span>
      <input
        type="tel"
        inputMode="numeric"
        // "tel", not "tel-national": the HTML checker allows only "tel" on a tel input, and a full
        // "+91 …" that autofill puts here is read back to its 10 digits (normalisePhone).
        autoComplete="tel"
        maxLength={16}
        className={styles.control}
        {...props}
      />
    </div>
  );
}
