import clsx from 'clsx';
import buttonStyles from '@/components/ui/button-link.module.scss';
import styles from './form.module.scss';

/** A form's submit button: disabled, with its own words, while the form is being sent. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <button
      type="submit"
      className={clsx(buttonStyles.button, buttonStyles.primary, styles.submit)}
      // Not `disabled`: a disabled button drops keyboard focus to the page, and a patient whose
      // send failed would have to find their place again. The form ignores a submit while busy.
      aria-disabled={pending || undefined}
      aria-busy={pending}
    >
      {pending ? pendingLabel : label}
    </button>
  );
}
