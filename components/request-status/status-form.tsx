import clsx from 'clsx';
import { describedBy, Field } from '@/components/forms/field';
import formStyles from '@/components/forms/form.module.scss';
import buttonStyles from '@/components/ui/button-link.module.scss';
import { REQUEST_STATUS_ANSWER_ID, requestStatusEndpoint } from '@/content/routes';
import { catalogue } from '@/lib/i18n/catalogues';
import type { Locale } from '@/lib/i18n/locales';
import { PHONE_TEXT_MAX } from '@/lib/validation/fields';

export interface StatusFormErrors {
  reference?: string;
  phone?: string;
}

/**
 * A plain form, posted: it works without JavaScript, and the phone number never enters an address
 * (lib/request-status/answer.ts). The server checks it (lib/validation/request-status.ts) and
 * answers with the page's own messages, in the page's language: the browser's checks are off,
 * since they speak the browser's language. The phone number is never written back into the page.
 */
export function StatusForm({
  locale,
  reference = '',
  errors = {},
}: {
  locale: Locale;
  reference?: string;
  errors?: StatusFormErrors;
}) {
  const words = catalogue(locale).requestStatus;
  const referenceHint = words.referenceHint;
  const phoneHint = words.phoneHint;
  return (
    <form
      method="post"
      noValidate
      // The fragment stays for the 429 page, which has no address of its own to carry it: the
      // browser shows its notice, below the form, as it does an answer.
      action={`${requestStatusEndpoint}#${REQUEST_STATUS_ANSWER_ID}`}
      className={formStyles.form}
    >
      <input type="hidden" name="locale" value={locale} />
      <div className={formStyles.row}>
        <Field
          id="status-reference"
          label={words.referenceLabel}
          required
          hint={referenceHint}
          error={errors.reference}
        >
          <input
            id="status-reference"
            name="reference"
            className={formStyles.control}
            defaultValue={reference}
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            aria-invalid={errors.reference ? true : undefined}
            aria-describedby={describedBy('status-reference', {
              hint: referenceHint,
              error: errors.reference,
            })}
          />
        </Field>
        <Field
          id="status-phone"
          label={words.phoneLabel}
          required
          hint={phoneHint}
          error={errors.phone}
        >
          <input
            id="status-phone"
            name="phone"
            type="tel"
            inputMode="tel"
            className={formStyles.control}
            required
            autoComplete="tel"
            maxLength={PHONE_TEXT_MAX}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={describedBy('status-phone', { hint: phoneHint, error: errors.phone })}
          />
        </Field>
      </div>
      <button
        type="submit"
        className={clsx(buttonStyles.button, buttonStyles.primary, formStyles.submit)}
      >
        {words.submitLabel}
      </button>
    </form>
  );
}
