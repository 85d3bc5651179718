'use client';

import { useRouter } from 'next/navigation';
import { formFailureMessages } from '@/content/forms';
import { thankYouFor } from '@/content/routes';
import { localePath } from '@/lib/i18n/paths';
import { contactSchema } from '@/lib/validation/contact';
import { PhoneField, TextAreaField, TextField } from './controls';
import styles from './form.module.scss';
import { SiteForm } from './site-form';
import { useFormWords } from './form-words';
import { useSiteForm } from './use-site-form';

/** The message form on /contact-us, in the page's language. Success goes to /thank-you. */
export function ContactForm() {
  const router = useRouter();
  const { locale, contact: words } = useFormWords();
  const site = useSiteForm({
    schema: contactSchema,
    endpoint: '/api/contact',
    defaultValues: { name: '', email: '', phone: '', message: '' },
    failureMessage: formFailureMessages.contact,
    onSuccess: (response) =>
      router.push(localePath(locale, thankYouFor('contact', response.reference))),
  });

  return (
    <SiteForm
      form={site}
      label={words.label}
      submitLabel={words.submit}
      pendingLabel={words.pending}
    >
      <div className={styles.row}>
        <TextField label={words.name} required autoComplete="name" {...site.field('name')} />
        <TextField
          label={words.email}
          type="email"
          required
          autoComplete="email"
          {...site.field('email')}
        />
      </div>
      <PhoneField label={words.phone} required {...site.field('phone')} />
      <TextAreaField label={words.message} required rows={5} {...site.field('message')} />
    </SiteForm>
  );
}
