import type { ReactNode } from 'react';
import type { CentreEntry } from '@/content/centres/types';
import { AboutList } from './about-list';
import { ContentBlocks } from './content-blocks';
import { ContentPage } from './content-page';
import { Highlights } from './highlights';

/**
 * A centre-of-excellence or department page, /{slug}. The page passes what it loads from the
 * hospital API, such as the carousel of the centre's doctors, as children.
 */
export function CentrePage({ centre, children }: { centre: CentreEntry; children?: ReactNode }) {
  return (
    <ContentPage
      title={centre.title}
      lead={centre.lead}
      eyebrow={centre.category}
      image={centre.image}
      intro={centre.intro}
      faq={centre.faq}
      callToAction={centre.callToAction}
    >
      {centre.highlights ? <Highlights id="why-us" {...centre.highlights} /> : null}
      <AboutList about={centre.about} id="about" />
      <ContentBlocks blocks={centre.sections} />
      {children}
    </ContentPage>
  );
}
