import type { ReactNode } from 'react';
import type { UnitEntry } from '@/content/units/types';
import { hospitalsPath } from '@/lib/routes';
import { site } from '@/lib/site';
import { BlockSection } from './block-section';
import { ContentBlocks } from './content-blocks';
import { ContentPage } from './content-page';
import { UnitVisitCard } from './unit-visit-card';
import styles from './unit-page.module.scss';

/**
 * A hospital unit's page, /our-hospitals/{link}. The page passes what it loads from the hospital
 * API, such as the carousel of the unit's doctors, as children.
 */
export function UnitPage({ unit, children }: { unit: UnitEntry; children?: ReactNode }) {
  const hospital = site.sites.find((candidate) => candidate.link === unit.link);
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
          <ul className={styles.videos}>
            {unit.videos.items.map((video) => (
              <li key={video.url}>
                <a href={video.url} target="_blank" rel="noopener">
                  {video.title}
                  <span className="visually-hidden"> (video, opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </BlockSection>
      ) : null}
      {children}
    </ContentPage>
  );
}
