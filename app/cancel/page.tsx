import type { Metadata } from 'next';
import { StatusPage } from '@/components/content/status-page';
import { ButtonLink } from '@/components/ui/button-link';
import { paymentPages } from '@/content/payment-pages';
import { checkoutPath, homePath } from '@/lib/routes';

const page = paymentPages.cancel;

export const metadata: Metadata = {
  title: page.title,
  description: page.description,
  alternates: { canonical: '/cancel' },
  robots: { index: false },
};

export default function PaymentCancelledPage() {
  return (
    <StatusPage label={page.label} heading={page.heading} lead={page.lead}>
      <ButtonLink href={checkoutPath}>Try again</ButtonLink>
      <ButtonLink href={homePath} variant="secondary">
        Back to home
      </ButtonLink>
    </StatusPage>
  );
}
