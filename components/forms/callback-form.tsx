'use client';

import { useRouter } from 'next/navigation';
import { formFailureMessages } from '@/content/forms';
import { thankYouFor } from '@/content/routes';
import { callbackSchema } from '@/lib/validation/callback';
import { PhoneField, TextField } from './controls';
import { SiteForm } from './site-form';
import { useSiteForm } from './use-site-form';

/** The Request a Call popup's form. Success closes the popup and goes to /thank-you. */
export function CallbackForm({ autoFocus }: { autoFocus?: boolean }) {
  const router = useRouter();
  const site = useSiteForm({
    schema: callbackSchema,
    endpoint: '/api/callbacks',
    defaultValues: { name: '', email: '', phone: '' },
    failureMessage: formFailureMessages.callback,
    ownFailureMessageOnly: true,
    onSuccess: (response) => router.push(thankYouFor('callback', response.reference)),
  });

  return (
    <SiteForm form={site} label="Request a call" submitLabel="Submit" pendingLabel="Submitting...">
      <TextField
        label="Name"
        required
        autoFocus={autoFocus}
        autoComplete="name"
        {...site.field('name')}
      />
      <TextField
        label="Email"
        type="email"
        required
        autoComplete="email"
        {...site.field('email')}
      />
      <PhoneField label="Phone number" required {...site.field('phone')} />
    </SiteForm>
  );
}
