'use client';

import { useRouter } from 'next/navigation';
import { formFailureMessages } from '@/content/forms';
import { thankYouFor } from '@/content/routes';
import { localePath } from '@/lib/i18n/paths';
import { callbackSchema } from '@/lib/validation/callback';
import { PhoneField, TextField } from './controls';
import { useFormWords } from './form-words';
import { SiteForm } from './site-form';
import { useSiteForm } from './use-site-form';

/** The Request a Call popup's form. Success closes the popup and goes to /thank-you. */
export function CallbackForm({ autoFocus }: { autoFocus?: boolean }) {
  const router = useRouter();
  const { locale, callback: words } = useFormWords();
  const site = useSiteForm({
    schema: callbackSchema,
    endpoint: '/api/callbacks',
    defaultValues: { name: '', email: '', phone: '' },
    failureMessage: formFailureMessages.callback,
    ownFailureMessageOnly: true,
    onSuccess: (response) =>
      router.push(localePath(locale, thankYouFor('callback', response.reference))),
  });

  return (
    <SiteForm
      form={site}
      label={words.label}
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
      <TextField
        label={words.email}
        type="email"
        required
        autoComplete="email"
        {...site.field('email')}
      />
      <PhoneField label={words.phone} required {...site.field('phone')} />
    </SiteForm>
  );
}
