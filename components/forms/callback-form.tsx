'use client';

import { useRouter } from 'next/navigation';
import { formFailureMessages } from '@/content/forms';
import { callbackSchema, type CallbackInput, type CallbackValues } from '@/lib/validation/callback';
import { HoneypotField } from './bot-trap-fields';
import { PhoneField, TextField } from './controls';
import { FormAlert } from './form-alert';
import { FormQueryProvider } from './form-query-provider';
import styles from './form.module.scss';
import { SubmitButton } from './submit-button';
import { useSiteForm } from './use-site-form';

function CallbackFormFields({ autoFocus }: { autoFocus?: boolean }) {
  const router = useRouter();
  const { form, send, pending, lastResponse, errorOf, fieldId, honeypot } = useSiteForm<
    CallbackInput,
    CallbackValues
  >({
    schema: callbackSchema,
    url: '/api/callbacks',
    defaultValues: { name: '', email: '', phone: '' },
  });
  const { register } = form;

  const onSubmit = form.handleSubmit(async (values) => {
    const response = await send(values);
    if (response.success) {
      form.reset();
      router.push('/thank-you');
    }
  });

  const failed = lastResponse && !lastResponse.success && !lastResponse.fieldErrors;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Request a call">
      <TextField
        id={fieldId('name')}
        label="Name"
        required
        autoFocus={autoFocus}
        autoComplete="name"
        error={errorOf('name')}
        registration={register('name')}
      />
      <TextField
        id={fieldId('email')}
        label="Email"
        type="email"
        required
        autoComplete="email"
        error={errorOf('email')}
        registration={register('email')}
      />
      <PhoneField
        id={fieldId('phone')}
        label="Phone number"
        required
        error={errorOf('phone')}
        registration={register('phone')}
      />
      <HoneypotField {...honeypot} />
      {failed ? <FormAlert tone="error">{formFailureMessages.callback}</FormAlert> : null}
      <SubmitButton pending={pending} label="Submit" pendingLabel="Submitting..." />
    </form>
  );
}

/** The Request a Call popup's form. Success closes the popup and goes to /thank-you. */
export function CallbackForm({ autoFocus }: { autoFocus?: boolean }) {
  return (
    <FormQueryProvider>
      <CallbackFormFields autoFocus={autoFocus} />
    </FormQueryProvider>
  );
}
