import type { ReactNode } from 'react';
import type { ServiceEntry } from '@/content/services/types';
import { ContentBlocks } from './content-blocks';
import { ContentPage } from './content-page';
import { Highlights } from './highlights';

/**
 * A service page, /{slug}. The page passes what it loads from the hospital API, such as the
 * About the Team carousel of the service's doctors, as children.
 */
export function ServicePage({
  service,
  children,
}: {
  service: ServiceEntry;
  children?: ReactNode;
}) {
  return (
    <ContentPage
      title={service.title}
      lead={service.lead}
      image={service.banner}
      intro={service.intro}
      faq={service.faq}
      callToAction={service.callToAction}
    >
      {service.highlights ? <Highlights id="why-us" {...service.highlights} /> : null}
      <ContentBlocks blocks={service.sections} />
      {children}
    </ContentPage>
  );
}
