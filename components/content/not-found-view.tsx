import { StatusPage } from '@/components/content/status-page';
import { ButtonLink } from '@/components/ui/button-link';
import { notFoundContent } from '@/content/status-pages';
import { doctorsPath, homePath, specialitiesPath } from '@/content/routes';
import { pageMetadata } from '@/lib/seo/metadata';

const { robots: _robots, ...notFoundPageMetadata } = pageMetadata({
  title: notFoundContent.title,
  description: notFoundContent.lead,
});

/**
 * The metadata of every 404: its own title. Next itself keeps a 404 out of search results
 * (robots noindex); a robots tag of ours would be a second one.
 */
export const notFoundMetadata = notFoundPageMetadata;

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
