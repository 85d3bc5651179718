'use client';

import { formFailureMessages } from '@/content/forms';
import { myDataPage as copy } from '@/content/my-data-page';
import { dataRequestSchema } from '@/lib/validation/data-request';
import { PHONE_TEXT_MAX } from '@/lib/validation/fields';
import { SelectField, TextAreaField, TextField } from './controls';
import styles from './form.module.scss';
import { SiteForm } from './site-form';
import { useSiteForm } from './use-site-form';

/**
 * A request to see, correct or erase one's data (/my-data). Stored for the grievance officer;
 * the visitor stays on the page and gets the reference to quote.
 */
export function DataRequestForm() {
  const site = useSiteForm({
    schema: dataRequestSchema,
    endpoint: '/api/data-requests',
    defaultValues: { request: '', name: '', reference: '', phone: '', email: '', details: '' },
    failureMessage: formFailureMessages.generic,
    successAlert: true,
  });
  const { fields } = copy;

  return (
    <SiteForm
      form={site}
      label={copy.formLabel}
      submitLabel={copy.submit}
      pendingLabel={copy.pending}
    >
      <SelectField
        label={fields.request}
        required
        placeholder={fields.requestPlaceholder}
        options={copy.requests}
        {...site.field('request')}
      />
      <TextField label={fields.name} required autoComplete="name" {...site.field('name')} />
      <div className={styles.row}>
        <TextField
          label={fields.reference}
          autoComplete="off"
          hint={fields.referenceHint}
          {...site.field('reference')}
        />
        {/* Any number a form took, with its own country code: no fixed +91 here (a call-back
            request keeps its number as typed, and may come from abroad). */}
        <TextField
          label={fields.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={PHONE_TEXT_MAX}
          {...site.field('phone')}
        />
      </div>
      <TextField
        label={fields.email}
        type="email"
        autoComplete="email"
        hint={fields.emailHint}
        {...site.field('email')}
      />
      <TextAreaField
        label={fields.details}
        rows={4}
        hint={fields.detailsHint}
        {...site.field('details')}
      />
    </SiteForm>
  );
}
