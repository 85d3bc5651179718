import type { Metadata } from 'next';
import { StatusPage } from '@/components/content/status-page';
import { ButtonLink } from '@/components/ui/button-link';
import { paymentPages } from '@/content/payment-pages';
import { homePath } from '@/lib/routes';

const page = paymentPages.success;

export const metadata: Metadata = {
  title: page.title,
  description: page.description,
  alternates: { canonical: '/success' },
  robots: { index: false },
};

export default function PaymentSuccessPage() {
  return (
    <StatusPage label={page.label} heading={page.heading} lead={page.lead}>
      <ButtonLink href={homePath}>Back to home</ButtonLink>
    </StatusPage>
  );
}
