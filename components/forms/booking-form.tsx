'use client';

import { useRouter } from 'next/navigation';
import { appointmentForDoctor } from '@/content/appointment-page';
import { formFailureMessages } from '@/content/forms';
import type { BookingPreset } from '@/lib/booking/doctor';
import { thankYouFor } from '@/content/routes';
import { HOSPITAL_OPTIONS, bookingSchema, specialtyOptions } from '@/lib/validation/booking';
import { PhoneField, SelectField, TextAreaField, TextField } from './controls';
import styles from './form.module.scss';
import { SiteForm } from './site-form';
import { useSiteForm } from './use-site-form';

interface BookingFormProps {
  /** Speciality names from the hospital API, for the specialty select. */
  specialities: string[];
  /** Focus the first field when shown (in a dialog). */
  autoFocus?: boolean;
  /** The message, already written (a health package's BOOK NOW names the package). */
  initialMessage?: string;
  /**
   * The doctor the booking is for (a doctor card's Book an Appointment), with the speciality,
   * hospital and message chosen for them; their slug goes with the booking.
   */
  forDoctor?: BookingPreset;
}

/** The booking form: in the bar's modal and on /appointment. Success goes to /thank-you. */
export function BookingForm({
  specialities,
  autoFocus,
  initialMessage = '',
  forDoctor,
}: BookingFormProps) {
  const router = useRouter();
  const site = useSiteForm({
    schema: bookingSchema,
    endpoint: '/api/appointments',
    defaultValues: {
      name: '',
      phone: '',
      email: '',
      location: forDoctor?.location ?? '',
      specialty: forDoctor?.specialty ?? '',
      message: forDoctor?.message ?? initialMessage,
    },
    failureMessage: formFailureMessages.generic,
    toBody: (values) => (forDoctor ? { ...values, doctor: forDoctor.doctor.slug } : values),
    onSuccess: (response) => router.push(thankYouFor('appointment', response.reference)),
  });

  return (
    <SiteForm
      form={site}
      label={
        forDoctor ? appointmentForDoctor.formLabel(forDoctor.doctor.name) : 'Book an appointment'
      }
      submitLabel="Book an Appointment"
      pendingLabel="Processing your appointment..."
    >
      <TextField
        label="Patient name"
        required
        autoFocus={autoFocus}
        autoComplete="name"
        {...site.field('name')}
      />
      <div className={styles.row}>
        <PhoneField label="Phone number" required {...site.field('phone')} />
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="email"
          {...site.field('email')}
        />
      </div>
      <div className={styles.row}>
        <SelectField
          label="Hospital"
          required
          placeholder="Select a hospital"
          options={HOSPITAL_OPTIONS}
          {...site.field('location')}
        />
        <SelectField
          label="Specialty"
          required
          placeholder="Select a speciality"
          options={forDoctor?.specialities ?? specialtyOptions(specialities)}
          {...site.field('specialty')}
        />
      </div>
      <TextAreaField
        label="Message"
        required
        hint="Tell us briefly what you need help with."
        {...site.field('message')}
      />
      {forDoctor ? <input type="hidden" name="doctor" value={forDoctor.doctor.slug} /> : null}
    </SiteForm>
  );
}
