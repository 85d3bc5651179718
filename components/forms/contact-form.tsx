'use client';

import { useRouter } from 'next/navigation';
import { formFailureMessages } from '@/content/forms';
import { contactSchema, type ContactInput, type ContactValues } from '@/lib/validation/contact';
import { HoneypotField } from './bot-trap-fields';
import { PhoneField, TextAreaField, TextField } from './controls';
import { FormAlert } from './form-alert';
import { FormQueryProvider } from './form-query-provider';
import styles from './form.module.scss';
import { SubmitButton } from './submit-button';
import { useSiteForm } from './use-site-form';

function ContactFormFields() {
  const router = useRouter();
  const { form, send, pending, lastResponse, errorOf, fieldId, honeypot } = useSiteForm<
    ContactInput,
    ContactValues
  >({
    schema: contactSchema,
    url: '/api/contact',
    defaultValues: { name: '', email: '', phone: '', message: '' },
  });
  const { register } = form;

  const onSubmit = form.handleSubmit(async (values) => {
    const response = await send(values);
    if (response.success) {
      form.reset();
      router.push('/thank-you');
    }
  });

  const failure =
    lastResponse && !lastResponse.success && !lastResponse.fieldErrors
      ? lastResponse.errorMessage || formFailureMessages.contact
      : null;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Send us a message">
      <div className={styles.row}>
        <TextField
          id={fieldId('name')}
          label="Name"
          required
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
      </div>
      <PhoneField
        id={fieldId('phone')}
        label="Mobile number"
        required
        error={errorOf('phone')}
        registration={register('phone')}
      />
      <TextAreaField
        id={fieldId('message')}
        label="Message"
        required
        rows={5}
        error={errorOf('message')}
        registration={register('message')}
      />
      <HoneypotField {...honeypot} />
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      <SubmitButton pending={pending} label="Send Message" pendingLabel="Sending..." />
    </form>
  );
}

/** The message form on /contact-us. Success goes to /thank-you. */
export function ContactForm() {
  return (
    <FormQueryProvider>
      <ContactFormFields />
    </FormQueryProvider>
  );
}
