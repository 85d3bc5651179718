import type { Metadata } from 'next';
import { PayNowButton } from '@/components/checkout/pay-now-button';
import { StatusPage } from '@/components/content/status-page';
import { paymentPages } from '@/content/payment-pages';

const page = paymentPages.checkout;

export const metadata: Metadata = {
  title: page.title,
  description: page.description,
  alternates: { canonical: '/checkout' },
  robots: { index: false },
};

export default function CheckoutPage() {
  return (
    <StatusPage
      label={page.item}
      heading={page.heading}
      lead={`${page.lead} ${page.quantityLabel}.`}
    >
      <PayNowButton />
    </StatusPage>
  );
}
