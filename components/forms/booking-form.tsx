'use client';

import { useRouter } from 'next/navigation';
import { appointmentForDoctor } from '@/content/appointment-page';
import { formFailureMessages } from '@/content/forms';
import type { BookingPreset } from '@/lib/booking/doctor';
import { thankYouFor } from '@/content/routes';
import { languageTag } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import {
  HOSPITAL_OPTIONS,
  NOT_SURE_SPECIALTY,
  bookingSchema,
  specialtyOptions,
} from '@/lib/validation/booking';
import { PhoneField, SelectField, TextAreaField, TextField } from './controls';
import { useFormWords } from './form-words';
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
  const { locale, booking: words } = useFormWords();
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
    onSuccess: (response) =>
      router.push(localePath(locale, thankYouFor('appointment', response.reference))),
  });
  // The values sent stay the spec's; a translated page shows them in its words, and the API's
  // speciality names as they come, marked English.
  const english = locale === 'en';
  const specialityNames = forDoctor?.specialities ?? specialtyOptions(specialities);

  return (
    <SiteForm
      form={site}
      label={forDoctor ? appointmentForDoctor.formLabel(forDoctor.doctor.name) : words.label}
      submitLabel={words.submit}
      pendingLabel={words.pending}
    >
      <TextField
        label={words.name}
        required
        autoFocus={autoFocus}
        autoComplete="name"
        {...site.field('name')}
      />
      <div className={styles.row}>
        <PhoneField label={words.phone} required {...site.field('phone')} />
        <TextField
          label={words.email}
          type="email"
          required
          autoComplete="email"
          {...site.field('email')}
        />
      </div>
      <div className={styles.row}>
        <SelectField
          label={words.hospital}
          required
          placeholder={words.hospitalPlaceholder}
          options={
            english
              ? HOSPITAL_OPTIONS
              : HOSPITAL_OPTIONS.map((value) => ({ value, label: words.hospitals[value] }))
          }
          {...site.field('location')}
        />
        <SelectField
          label={words.specialty}
          required
          placeholder={words.specialtyPlaceholder}
          options={
            english
              ? specialityNames
              : specialityNames.map((value) =>
                  value === NOT_SURE_SPECIALTY
                    ? { value, label: words.notSure }
                    : { value, label: value, lang: languageTag.en },
                )
          }
          {...site.field('specialty')}
        />
      </div>
      <TextAreaField
        label={words.message}
        required
        hint={words.messageHint}
        {...site.field('message')}
      />
      {forDoctor ? <input type="hidden" name="doctor" value={forDoctor.doctor.slug} /> : null}
    </SiteForm>
  );
}
