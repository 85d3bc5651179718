import type { ReactNode } from 'react';
import { currentNoticeVersion } from '@/content/privacy-notice';
import { NOTICE_VERSION_FIELD } from '@/lib/forms/bot-fields';
import { LANGUAGE_FIELD } from '@/lib/i18n/form-messages';
import { HoneypotField } from './bot-trap-fields';
import { FormAlert } from './form-alert';
import { useFormWords } from './form-words';
import { HeldSubmitNotice } from './held-submit-notice';
import { PrivacyNoticeLine } from './privacy-notice-line';
import styles from './form.module.scss';
import { RequestReference } from './request-reference';
import { SubmitButton } from './submit-button';
import type { SiteFormState } from './use-site-form';

interface SiteFormProps {
  /** What useSiteForm returned. */
  form: SiteFormState;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  /** The button's words while the form is being sent. */
  pendingLabel: string;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * The frame every site form shares: the form element (the schema checks it, not the browser),
 * the fields, the bot trap, the one alert, the privacy notice and the submit button.
 */
export function SiteForm({ form, label, submitLabel, pendingLabel, children }: SiteFormProps) {
  const { locale, common } = useFormWords();
  const english = locale === 'en';
  return (
    <form
      className={styles.form}
      // Never the browser's default GET: that would put the visitor's details in the address.
      // The script sends the form itself; without it, the browser posts it to the same handler.
      method="post"
      action={form.action}
      encType={form.encType}
      onSubmit={form.onSubmit}
      noValidate
      aria-label={label}
    >
      {children}
      <HoneypotField {...form.honeypot} />
      {/* The notice's version, for the browser's own post (the script adds it to its own). */}
      {form.action ? (
        <input type="hidden" name={NOTICE_VERSION_FIELD} value={currentNoticeVersion} />
      ) : null}
      {form.action && form.language !== 'en' ? (
        <input type="hidden" name={LANGUAGE_FIELD} value={form.language} />
      ) : null}
      {form.alert ? (
        <FormAlert tone={form.alert.tone}>
          {form.alert.message}
          {form.alert.reference ? (
            <RequestReference
              reference={form.alert.reference}
              hint
              words={{ label: common.reference, hint: common.referenceHint }}
            />
          ) : null}
        </FormAlert>
      ) : null}
      <HeldSubmitNotice words={common} />
      <PrivacyNoticeLine
        text={common.privacy}
        linkLabel={common.privacyLink}
        linkLang={english ? undefined : 'en-IN'}
      />
      <SubmitButton pending={form.pending} label={submitLabel} pendingLabel={pendingLabel} />
    </form>
  );
}
