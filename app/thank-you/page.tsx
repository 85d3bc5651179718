import { StatusPage } from '@/components/content/status-page';
import { ButtonLink } from '@/components/ui/button-link';
import { thankYouPage } from '@/content/appointment-page';
import { homePath, thankYouPath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: thankYouPage.title,
  description: thankYouPage.description,
  path: thankYouPath,
  noindex: true,
});

export default function ThankYouPage() {
  return (
    <StatusPage label={thankYouPage.label} heading={thankYouPage.heading} lead={thankYouPage.lead}>
      <ButtonLink href={homePath}>{thankYouPage.homeLabel}</ButtonLink>
    </StatusPage>
  );
}
