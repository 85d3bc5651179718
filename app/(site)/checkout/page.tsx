import { OrderSummary } from '@/components/checkout/order-summary';
import { PayNowButton } from '@/components/checkout/pay-now-button';
import { StatusPage } from '@/components/content/status-page';
import { paymentPages } from '@/content/payment-pages';
import { checkoutPath } from '@/content/routes';
import { pageMetadata } from '@/lib/seo/metadata';

const page = paymentPages.checkout;

export const metadata = pageMetadata({
  title: page.title,
  description: page.description,
  path: checkoutPath,
  noindex: true,
});

export default function CheckoutPage() {
  return (
    <StatusPage
      label={page.label}
      heading={page.heading}
      lead={page.lead}
      details={<OrderSummary />}
    >
      <PayNowButton />
    </StatusPage>
  );
}
