'use client';

import { useRouter } from 'next/navigation';
import { formFailureMessages } from '@/content/forms';
import { thankYouFor } from '@/content/routes';
import { contactSchema } from '@/lib/validation/contact';
import { PhoneField, TextAreaField, TextField } from './controls';
import styles from './form.module.scss';
import { SiteForm } from './site-form';
import { useSiteForm } from './use-site-form';

/** The message form on /contact-us. Success goes to /thank-you. */
export function ContactForm() {
  const router = useRouter();
  const site = useSiteForm({
    schema: contactSchema,
    endpoint: '/api/contact',
    defaultValues: { name: '', email: '', phone: '', message: '' },
    failureMessage: formFailureMessages.contact,
    onSuccess: (response) => router.push(thankYouFor('contact', response.reference)),
  });

  return (
    <SiteForm
      form={site}
      label="Send us a message"
      submitLabel="Send Message"
      pendingLabel="Sending..."
    >
      <div className={styles.row}>
        <TextField label="Name" required autoComplete="name" {...site.field('name')} />
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="email"
          {...site.field('email')}
        />
      </div>
      <PhoneField label="Mobile number" required {...site.field('phone')} />
      <TextAreaField label="Message" required rows={5} {...site.field('message')} />
    </SiteForm>
  );
}
