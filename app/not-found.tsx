import { StatusPage } from '@/components/content/status-page';
import { ButtonLink } from '@/components/ui/button-link';
import { notFoundContent } from '@/content/status-pages';
import { doctorsPath, homePath, specialitiesPath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: notFoundContent.title,
  description: notFoundContent.lead,
  noindex: true,
});

export default function NotFound() {
  return (
    <StatusPage
      label={notFoundContent.label}
      heading={notFoundContent.heading}
      lead={notFoundContent.lead}
    >
      <ButtonLink href={homePath}>Go to the home page</ButtonLink>
      <ButtonLink href={doctorsPath()} variant="secondary">
        Find a doctor
      </ButtonLink>
      <ButtonLink href={specialitiesPath()} variant="secondary">
        Our specialities
      </ButtonLink>
    </StatusPage>
  );
}
