import { StatusPage } from '@/components/content/status-page';
import { ButtonLink } from '@/components/ui/button-link';
import { paymentPages } from '@/content/payment-pages';
import { cancelPath, checkoutPath, homePath } from '@/content/routes';
import { pageMetadata } from '@/lib/seo/metadata';

const page = paymentPages.cancel;

export const metadata = pageMetadata({
  title: page.title,
  description: page.description,
  path: cancelPath,
  noindex: true,
});

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
