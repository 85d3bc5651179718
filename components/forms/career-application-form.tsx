'use client';

import { useEffect, useRef, useState } from 'react';
import { CV_ACCEPT } from '@/lib/validation/cv-types';
import {
  careerApplicationSchema,
  type CareerApplicationInput,
  type CareerApplicationValues,
} from '@/lib/validation/career-application';
import { formFailureMessages } from '@/content/forms';
import { JOB_ID_STORAGE_KEY } from '@/lib/forms/career-storage';
import { HoneypotField } from './bot-trap-fields';
import { PhoneField, TextField } from './controls';
import { Field, describedBy } from './field';
import { FormAlert } from './form-alert';
import { FormQueryProvider } from './form-query-provider';
import styles from './form.module.scss';
import { SubmitButton } from './submit-button';
import { useSiteForm } from './use-site-form';

function CareerApplicationFormFields({ fallbackJobId }: { fallbackJobId: string }) {
  const [jobId, setJobId] = useState(fallbackJobId);
  const fileInput = useRef<HTMLInputElement | null>(null);
  const { form, send, pending, lastResponse, errorOf, fieldId, honeypot } = useSiteForm<
    CareerApplicationInput,
    CareerApplicationValues
  >({
    schema: careerApplicationSchema,
    url: '/api/career-applications',
    defaultValues: { name: '', phone: '', email: '', cv: undefined },
  });
  const { register } = form;

  // The careers list keeps the chosen job's id in local storage under the key `id` (spec).
  useEffect(() => {
    const stored = window.localStorage.getItem(JOB_ID_STORAGE_KEY);
    if (stored) setJobId(stored);
  }, []);

  const onSubmit = form.handleSubmit(async (values) => {
    if (pending) return;
    const body = new FormData();
    body.set('name', values.name);
    body.set('phone', values.phone);
    body.set('email', values.email);
    body.set('id', jobId);
    body.set('cv', values.cv as File);
    const response = await send(body);
    if (response.success) {
      form.reset();
      if (fileInput.current) fileInput.current.value = '';
    }
  });

  // The file is kept as a File (not the input's FileList) so the same schema checks it here and
  // on the server; RHF gets only a focus handle, so it reads the value set below.
  const cvRegistration = register('cv');
  const cvId = fieldId('cv');
  const cvError = errorOf('cv');
  const cvHint = 'PDF, DOC or DOCX, up to 5 MB.';
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Job application">
      <TextField
        id={fieldId('name')}
        label="Patient Name"
        required
        autoComplete="name"
        error={errorOf('name')}
        registration={register('name')}
      />
      <PhoneField
        id={fieldId('phone')}
        label="Phone"
        required
        error={errorOf('phone')}
        registration={register('phone')}
      />
      <TextField
        id={fieldId('email')}
        label="E-mail"
        type="email"
        required
        autoComplete="email"
        error={errorOf('email')}
        registration={register('email')}
      />
      <Field id={cvId} label="Select CV" required error={cvError} hint={cvHint}>
        <input
          id={cvId}
          type="file"
          accept={CV_ACCEPT}
          className={styles.control}
          aria-invalid={Boolean(cvError)}
          aria-describedby={describedBy(cvId, { error: cvError, hint: cvHint })}
          name={cvRegistration.name}
          ref={(element) => {
            fileInput.current = element;
            cvRegistration.ref(element ? { focus: () => element.focus() } : null);
          }}
          onBlur={cvRegistration.onBlur}
          onChange={(event) =>
            form.setValue('cv', event.target.files?.[0] as CareerApplicationInput['cv'], {
              shouldValidate: form.formState.isSubmitted,
            })
          }
        />
      </Field>
      <HoneypotField {...honeypot} />
      {lastResponse ? (
        <FormAlert tone={lastResponse.success ? 'success' : 'error'}>
          {lastResponse.success
            ? lastResponse.message
            : lastResponse.errorMessage || formFailureMessages.generic}
        </FormAlert>
      ) : null}
      <SubmitButton pending={pending} label="Submit" pendingLabel="Submitting..." />
    </form>
  );
}

/** The application on /careers/{slug}. The response message is shown in an alert (spec). */
export function CareerApplicationForm({ fallbackJobId }: { fallbackJobId: string }) {
  return (
    <FormQueryProvider>
      <CareerApplicationFormFields fallbackJobId={fallbackJobId} />
    </FormQueryProvider>
  );
}
