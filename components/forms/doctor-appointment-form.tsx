'use client';

import {
  doctorAppointmentSchema,
  type DoctorAppointmentInput,
  type DoctorAppointmentValues,
} from '@/lib/validation/doctor-appointment';
import { HoneypotField } from './bot-trap-fields';
import { PhoneField, TextAreaField, TextField } from './controls';
import { FormAlert } from './form-alert';
import { FormQueryProvider } from './form-query-provider';
import styles from './form.module.scss';
import { SubmitButton } from './submit-button';
import { useSiteForm } from './use-site-form';

interface DoctorAppointmentFormProps {
  doctorName: string;
}

function DoctorAppointmentFormFields({ doctorName }: DoctorAppointmentFormProps) {
  const { form, send, pending, lastResponse, formFailure, errorOf, fieldId, honeypot } =
    useSiteForm<DoctorAppointmentInput, DoctorAppointmentValues>({
      schema: doctorAppointmentSchema,
      url: '/api/doctor-appointments',
      defaultValues: { name: '', phone: '', email: '', doctorname: doctorName, message: '' },
    });
  const { register } = form;

  const onSubmit = form.handleSubmit(async (values) => {
    const response = await send({ ...values, doctorname: doctorName });
    if (response.success)
      form.reset({ name: '', phone: '', email: '', doctorname: doctorName, message: '' });
  });

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={`Book an appointment with ${doctorName}`}
    >
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
        label="Mobile number"
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
      <TextField
        id={fieldId('doctorname')}
        label="Doctor"
        readOnly
        registration={register('doctorname')}
      />
      <TextAreaField
        id={fieldId('message')}
        label="Message"
        required
        error={errorOf('message')}
        registration={register('message')}
      />
      <HoneypotField {...honeypot} />
      {lastResponse?.success ? <FormAlert tone="success">{lastResponse.message}</FormAlert> : null}
      {formFailure ? <FormAlert tone="error">{formFailure}</FormAlert> : null}
      <SubmitButton pending={pending} label="Book Appointment" pendingLabel="Sending..." />
    </form>
  );
}

/** The appointment form beside a doctor's profile: the doctor's name is filled in and read-only. */
export function DoctorAppointmentForm(props: DoctorAppointmentFormProps) {
  return (
    <FormQueryProvider>
      <DoctorAppointmentFormFields {...props} />
    </FormQueryProvider>
  );
}
