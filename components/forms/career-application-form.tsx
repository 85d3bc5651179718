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

function useCareerSiteForm(jobId: string, onSuccess: () => void) {
  return useSiteForm({
    schema: careerApplicationSchema,
    endpoint: '/api/career-applications',
    defaultValues: { name: '', phone: '', email: '', cv: undefined },
    failureMessage: formFailureMessages.generic,
    successAlert: true,
    toBody: (values) => multipartBody(values, jobId || storedJobId()),
    multipart: true,
    onSuccess,
  });
}

/**
 * The application on /careers/{slug}, sent as multipart with the CV. The answer is shown in an
 * alert (spec). It applies for the page's own job: the id the list stored (spec) is only used
 * when the page has none, since a shared link to one job may be opened after applying to another.
 */
export function CareerApplicationForm({ jobId }: { jobId: string }) {
  // A new key empties the file input after a success: its file is not something the form resets.
  const [cvInputKey, setCvInputKey] = useState(0);
  const site = useCareerSiteForm(jobId, () => setCvInputKey((key) => key + 1));
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
      <CvField key={cvInputKey} site={site} />
      {/* The job, for the browser's own post when the script does not run (the script sends it itself). */}
      {jobId ? <input type="hidden" name="id" value={jobId} /> : null}
    </SiteForm>
  );
}

/**
 * The CV, kept as a File (not the input's FileList) so the same schema checks it here and on the
 * server; RHF gets only a focus handle, so it reads the value set below. Registered in its own
 * render, after the fields above it: RHF focuses the first field in error in the order fields
 * were registered.
 */
function CvField({ site }: { site: ReturnType<typeof useCareerSiteForm> }) {
  const { form } = site;
  const registration = form.register('cv');
  const id = site.fieldId('cv');
  const error = site.errorOf('cv');
  return (
    <Field id={id} label="Select CV" required error={error} hint={CV_HINT}>
      <input
        id={id}
        type="file"
        accept={CV_ACCEPT}
        className={styles.control}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, { error, hint: CV_HINT })}
        name={registration.name}
        ref={(element) => registration.ref(element ? { focus: () => element.focus() } : null)}
        onBlur={registration.onBlur}
        onChange={(event) =>
          form.setValue('cv', event.target.files?.[0] as CareerApplicationInput['cv'], {
            shouldValidate: form.formState.isSubmitted,
          })
        }
      />
    </Field>
  );
}
