import { StatusPage } from '@/components/content/status-page';
import { ButtonLink } from '@/components/ui/button-link';
import { paymentPages } from '@/content/payment-pages';
import { homePath, successPath } from '@/content/routes';
import { pageMetadata } from '@/lib/seo/metadata';

const page = paymentPages.success;

export const metadata = pageMetadata({
  title: page.title,
  description: page.description,
  path: successPath,
  noindex: true,
});

export default function PaymentSuccessPage() {
  return (
    <StatusPage label={page.label} heading={page.heading} lead={page.lead}>
      <ButtonLink href={homePath}>Back to home</ButtonLink>
    </StatusPage>
  );
}
