import { StatusPage } from '@/components/content/status-page';
import { ButtonLink } from '@/components/ui/button-link';
import { notFoundContent } from '@/content/status-pages';
import { doctorsPath, homePath, specialitiesPath } from '@/content/routes';
import { pageMetadata } from '@/lib/seo/metadata';

/** The metadata of every 404: its own title, and kept out of search results. */
export const notFoundMetadata = pageMetadata({
  title: notFoundContent.title,
  description: notFoundContent.lead,
  noindex: true,
});

/** What every 404 says, with the ways on from it; the one view behind every not-found file. */
export function NotFoundView({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  return (
    <StatusPage
      label={notFoundContent.label}
      heading={notFoundContent.heading}
      lead={notFoundContent.lead}
      headingLevel={headingLevel}
    >
      <ButtonLink href={homePath}>{notFoundContent.homeLabel}</ButtonLink>
      <ButtonLink href={doctorsPath()} variant="secondary">
        {notFoundContent.doctorsLabel}
      </ButtonLink>
      <ButtonLink href={specialitiesPath()} variant="secondary">
        {notFoundContent.specialitiesLabel}
      </ButtonLink>
    </StatusPage>
  );
}
