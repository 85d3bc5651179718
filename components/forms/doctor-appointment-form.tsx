'use client';

import { formFailureMessages } from '@/content/forms';
import { doctorAppointmentSchema } from '@/lib/validation/doctor-appointment';
import { PhoneField, TextAreaField, TextField } from './controls';
import { useFormWords } from './form-words';
import { SiteForm } from './site-form';
import { useSiteForm } from './use-site-form';

/**
 * The appointment form beside a doctor's profile, in the page's language: the doctor's name (as
 * the API writes it) is filled in and read-only.
 */
export function DoctorAppointmentForm({ doctorName }: { doctorName: string }) {
  const { locale, doctorAppointment: words } = useFormWords();
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
      label={words.label.replace('{name}', doctorName)}
      submitLabel={words.submit}
      pendingLabel={words.pending}
    >
      <TextField label={words.name} required autoComplete="name" {...site.field('name')} />
      <PhoneField label={words.phone} required {...site.field('phone')} />
      <TextField
        label={words.email}
        type="email"
        required
        autoComplete="email"
        {...site.field('email')}
      />
      <TextField
        label={words.doctor}
        readOnly
        defaultValue={doctorName}
        lang={locale === 'en' ? undefined : 'en'}
        {...site.field('doctorname')}
      />
      <TextAreaField label={words.message} required {...site.field('message')} />
    </SiteForm>
  );
}
