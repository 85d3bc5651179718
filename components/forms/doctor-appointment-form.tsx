'use client';

import { formFailureMessages } from '@/content/forms';
import { doctorAppointmentSchema } from '@/lib/validation/doctor-appointment';
import { PhoneField, TextAreaField, TextField } from './controls';
import { SiteForm } from './site-form';
import { useSiteForm } from './use-site-form';

/** The appointment form beside a doctor's profile: the doctor's name is filled in and read-only. */
export function DoctorAppointmentForm({ doctorName }: { doctorName: string }) {
  const site = useSiteForm({
    schema: doctorAppointmentSchema,
    endpoint: '/api/doctor-appointments',
    defaultValues: { name: '', phone: '', email: '', doctorname: doctorName, message: '' },
    failureMessage: formFailureMessages.generic,
    successAlert: true,
    toBody: (values) => ({ ...values, doctorname: doctorName }),
  });

  return (
    <SiteForm
      form={site}
      label={`Book an appointment with ${doctorName}`}
      submitLabel="Book an Appointment"
      pendingLabel="Sending..."
    >
      <TextField label="Patient Name" required autoComplete="name" {...site.field('name')} />
      <PhoneField label="Mobile number" required {...site.field('phone')} />
      <TextField
        label="Email"
        type="email"
        required
        autoComplete="email"
        {...site.field('email')}
      />
      <TextField label="Doctor" readOnly defaultValue={doctorName} {...site.field('doctorname')} />
      <TextAreaField label="Message" required {...site.field('message')} />
    </SiteForm>
  );
}
