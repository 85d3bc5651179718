'use client';

import { useRouter } from 'next/navigation';
import {
  HOSPITAL_OPTIONS,
  bookingSchema,
  specialtyOptions,
  type BookingInput,
  type BookingValues,
} from '@/lib/validation/booking';
import { HoneypotField } from './bot-trap-fields';
import { PhoneField, SelectField, TextAreaField, TextField } from './controls';
import { FormAlert } from './form-alert';
import { FormQueryProvider } from './form-query-provider';
import styles from './form.module.scss';
import { SubmitButton } from './submit-button';
import { useSiteForm } from './use-site-form';

interface BookingFormProps {
  /** Speciality names from the hospital API, for the specialty select. */
  specialities: string[];
  /** Focus the first field when shown (in a dialog). */
  autoFocus?: boolean;
}

function BookingFormFields({ specialities, autoFocus }: BookingFormProps) {
  const router = useRouter();
  const { form, send, pending, formFailure, errorOf, fieldId, honeypot } = useSiteForm<
    BookingInput,
    BookingValues
  >({
    schema: bookingSchema,
    url: '/api/appointments',
    defaultValues: { name: '', phone: '', email: '', location: '', specialty: '', message: '' },
  });
  const { register } = form;

  const onSubmit = form.handleSubmit(async (values) => {
    const response = await send(values);
    if (response.success) {
      form.reset();
      router.push('/thank-you');
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Book an appointment">
      <TextField
        id={fieldId('name')}
        label="Patient name"
        required
        autoFocus={autoFocus}
        autoComplete="name"
        error={errorOf('name')}
        registration={register('name')}
      />
      <div className={styles.row}>
        <PhoneField
          id={fieldId('phone')}
          label="Phone number"
          required
          error={errorOf('phone')}
          registration={register('phone')}
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
      <div className={styles.row}>
        <SelectField
          id={fieldId('location')}
          label="Hospital"
          required
          placeholder="Select a hospital"
          options={HOSPITAL_OPTIONS}
          error={errorOf('location')}
          registration={register('location')}
        />
        <SelectField
          id={fieldId('specialty')}
          label="Specialty"
          required
          placeholder="Select a specialty"
          options={specialtyOptions(specialities)}
          error={errorOf('specialty')}
          registration={register('specialty')}
        />
      </div>
      <TextAreaField
        id={fieldId('message')}
        label="Message"
        required
        hint="Tell us briefly what you need help with."
        error={errorOf('message')}
        registration={register('message')}
      />
      <HoneypotField {...honeypot} />
      {formFailure ? <FormAlert tone="error">{formFailure}</FormAlert> : null}
      <SubmitButton
        pending={pending}
        label="Book Appointment"
        pendingLabel="Processing your appointment..."
      />
    </form>
  );
}

/** The booking form: in the bar's modal and on /appointment. Success goes to /thank-you. */
export function BookingForm(props: BookingFormProps) {
  return (
    <FormQueryProvider>
      <BookingFormFields {...props} />
    </FormQueryProvider>
  );
}
