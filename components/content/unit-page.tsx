import type { ReactNode } from 'react';
import { Carousel } from '@/components/carousel/carousel';
import { HOME_CAROUSEL } from '@/components/carousel/carousel-options';
import { VideoCard } from '@/components/media/video-card';
import type { UnitEntry } from '@/content/units/types';
import { hospitalsPath } from '@/content/routes';
import { site } from '@/content/site';
import { toEmbedUrl } from '@/lib/video';
import { BlockSection } from './block-section';
import { ContentBlocks } from './content-blocks';
import { ContentPage } from './content-page';
import { UnitVisitCard } from './unit-visit-card';

/**
 * A hospital unit's page, /our-hospitals/{link}. The page passes what it loads from the hospital
 * API, such as the carousel of the unit's doctors, as children.
 */
export function UnitPage({ unit, children }: { unit: UnitEntry; children?: ReactNode }) {
  const hospital = site.units.find((candidate) => candidate.link === unit.link);
  return (
    <ContentPage
      title={unit.title}
      lead={unit.lead}
      crumbs={[{ name: 'Our Hospitals', path: hospitalsPath }]}
      eyebrow={unit.location}
      image={unit.image}
      intro={unit.intro}
      aside={
        hospital ? (
          <UnitVisitCard
            hospital={hospital}
            opdHours={unit.opdHours}
            externalSite={unit.externalSite}
          />
        ) : null
      }
      faq={unit.faq}
      callToAction={unit.callToAction}
    >
      <ContentBlocks blocks={unit.sections} />
      {unit.videos && unit.videos.items.length > 0 ? (
        <BlockSection id="videos" heading={unit.videos.heading}>
          <Carousel label={unit.videos.heading} options={HOME_CAROUSEL}>
            {unit.videos.items.map((video) => (
              <VideoCard
                key={video.url}
                video={{ url: video.url, embedUrl: toEmbedUrl(video.url) }}
                title={video.title}
              />
            ))}
          </Carousel>
        </BlockSection>
      ) : null}
      {children}
    </ContentPage>
  );
}
