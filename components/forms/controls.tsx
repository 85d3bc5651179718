import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, describedBy } from './field';
import styles from './form.module.scss';
import { PhoneInput } from './phone-input';

interface ControlProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
  required?: boolean;
}

/** A required field says so to assistive technology too, not only with its visible *. */
function a11y(
  id: string,
  { error, hint, required }: Pick<ControlProps, 'error' | 'hint' | 'required'>,
) {
  return {
    id,
    'aria-required': required || undefined,
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy(id, { error, hint }),
  };
}

export function TextField({
  id,
  label,
  registration,
  error,
  hint,
  required,
  ...input
}: ControlProps & Omit<ComponentProps<'input'>, 'id'>) {
  return (
    <Field id={id} label={label} required={required} error={error} hint={hint}>
      <input
        className={styles.control}
        {...input}
        {...a11y(id, { error, hint, required })}
        {...registration}
      />
    </Field>
  );
}

export function PhoneField({ id, label, registration, error, hint, required }: ControlProps) {
  return (
    <Field id={id} label={label} required={required} error={error} hint={hint}>
      <PhoneInput {...a11y(id, { error, hint, required })} {...registration} />
    </Field>
  );
}

export function TextAreaField({
  id,
  label,
  registration,
  error,
  hint,
  required,
  rows = 4,
}: ControlProps & { rows?: number }) {
  return (
    <Field id={id} label={label} required={required} error={error} hint={hint}>
      <textarea
        className={styles.control}
        rows={rows}
        {...a11y(id, { error, hint, required })}
        {...registration}
      />
    </Field>
  );
}

export function SelectField({
  id,
  label,
  registration,
  error,
  hint,
  required,
  placeholder,
  options,
}: ControlProps & {
  placeholder: string;
  /** A value, or a value with the words it is shown as (and their language, where not the page's). */
  options: readonly (string | { value: string; label: string; lang?: string })[];
}) {
  return (
    <Field id={id} label={label} required={required} error={error} hint={hint}>
      <select className={styles.control} {...a11y(id, { error, hint, required })} {...registration}>
        <option value="">{placeholder}</option>
        {options.map((option) => {
          const { value, label, lang } =
            typeof option === 'string' ? { value: option, label: option, lang: undefined } : option;
          return (
            <option key={value} value={value} lang={lang}>
              {label}
            </option>
          );
        })}
      </select>
    </Field>
  );
}
