import type { Metadata } from 'next';
import { StatusPage } from '@/components/content/status-page';
import { ButtonLink } from '@/components/ui/button-link';
import { thankYouPage } from '@/content/appointment-page';
import { homePath } from '@/lib/routes';

export const metadata: Metadata = {
  title: thankYouPage.title,
  description: thankYouPage.description,
  alternates: { canonical: '/thank-you' },
  robots: { index: false },
};

export default function ThankYouPage() {
  return (
    <StatusPage label={thankYouPage.label} heading={thankYouPage.heading} lead={thankYouPage.lead}>
      <ButtonLink href={homePath}>{thankYouPage.homeLabel}</ButtonLink>
    </StatusPage>
  );
}
