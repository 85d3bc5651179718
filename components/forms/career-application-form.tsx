'use client';

import { useState } from 'react';
import { formFailureMessages } from '@/content/forms';
import { JOB_ID_STORAGE_KEY } from '@/lib/forms/career-storage';
import {
  careerApplicationSchema,
  type CareerApplicationInput,
  type CareerApplicationValues,
} from '@/lib/validation/career-application';
import { CV_ACCEPT, CV_TYPE_NAMES } from '@/lib/validation/cv-types';
import { PhoneField, TextField } from './controls';
import { Field, describedBy } from './field';
import styles from './form.module.scss';
import { SiteForm } from './site-form';
import { useSiteForm } from './use-site-form';

const CV_HINT = `${CV_TYPE_NAMES}, up to 5 MB.`;

/** The job chosen on the careers list, kept in local storage under the key `id` (spec). */
function storedJobId(): string {
  try {
    return window.localStorage.getItem(JOB_ID_STORAGE_KEY) ?? '';
  } catch {
    return ''; // storage turned off
  }
}

function multipartBody(values: CareerApplicationValues, jobId: string): FormData {
  const body = new FormData();
  body.set('name', values.name);
  body.set('phone', values.phone);
  body.set('email', values.email);
  body.set('id', jobId);
  body.set('cv', values.cv);
  return body;
}

/**
 * The application on /careers/{slug}, sent as multipart with the CV. The answer is shown in an
 * alert (spec). It applies for the page's own job: the id the list stored (spec) is only used
 * when the page has none, since a shared link to one job may be opened after applying to another.
 */
export function CareerApplicationForm({ jobId }: { jobId: string }) {
  // A new key empties the file input after a success: its file is not something the form resets.
  const [cvInputKey, setCvInputKey] = useState(0);
  const site = useSiteForm({
    schema: careerApplicationSchema,
    endpoint: '/api/career-applications',
    defaultValues: { name: '', phone: '', email: '', cv: undefined },
    failureMessage: formFailureMessages.generic,
    successAlert: true,
    toBody: (values) => multipartBody(values, jobId || storedJobId()),
    onSuccess: () => setCvInputKey((key) => key + 1),
  });
  const { form } = site;

  // The file is kept as a File (not the input's FileList) so the same schema checks it here and
  // on the server; RHF gets only a focus handle, so it reads the value set below.
  const cvRegistration = form.register('cv');
  const cvId = site.fieldId('cv');
  const cvError = site.errorOf('cv');
  return (
    <SiteForm form={site} label="Job application" submitLabel="Submit" pendingLabel="Submitting...">
      <TextField label="Patient Name" required autoComplete="name" {...site.field('name')} />
      <PhoneField label="Phone" required {...site.field('phone')} />
      <TextField
        label="E-mail"
        type="email"
        required
        autoComplete="email"
        {...site.field('email')}
      />
      <Field id={cvId} label="Select CV" required error={cvError} hint={CV_HINT}>
        <input
          key={cvInputKey}
          id={cvId}
          type="file"
          accept={CV_ACCEPT}
          className={styles.control}
          aria-invalid={Boolean(cvError)}
          aria-describedby={describedBy(cvId, { error: cvError, hint: CV_HINT })}
          name={cvRegistration.name}
          ref={(element) => cvRegistration.ref(element ? { focus: () => element.focus() } : null)}
          onBlur={cvRegistration.onBlur}
          onChange={(event) =>
            form.setValue('cv', event.target.files?.[0] as CareerApplicationInput['cv'], {
              shouldValidate: form.formState.isSubmitted,
            })
          }
        />
      </Field>
    </SiteForm>
  );
}
