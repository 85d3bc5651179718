import type { ReactNode } from 'react';
import { Carousel } from '@/components/carousel/carousel';
import { CONTENT_CAROUSEL } from '@/components/carousel/carousel-options';
import { VideoCard } from '@/components/media/video-card';
import type { UnitEntry } from '@/content/units/types';
import { hospitalsPath } from '@/content/routes';
import { site } from '@/content/site';
import { catalogue } from '@/lib/i18n/catalogues';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { localeLink } from '@/lib/i18n/paths';
import { toEmbedUrl } from '@/lib/video';
import { BlockSection } from './block-section';
import { ContentBlocks } from './content-blocks';
import { ContentPage } from './content-page';
import { UnitVisitCard } from './unit-visit-card';

/** The trail's step to the list of hospitals, in the page's language (the list is English). */
function hospitalsCrumb(locale: Locale) {
  const name = 'Our Hospitals';
  if (locale === defaultLocale) return { name, path: hospitalsPath };
  const { href, hrefLang } = localeLink(locale, hospitalsPath);
  return { name: catalogue(locale).frame.linkLabels[name] ?? name, path: href, hrefLang };
}

/**
 * A hospital unit's page, /our-hospitals/{link}, in any language: the unit's entry in that
 * language. The page passes what it loads from the hospital API, such as the carousel of the
 * unit's doctors, as children.
 */
export function UnitPage({
  unit,
  locale = defaultLocale,
  children,
}: {
  unit: UnitEntry;
  locale?: Locale;
  children?: ReactNode;
}) {
  const hospital = site.units.find((candidate) => candidate.link === unit.link);
  return (
    <ContentPage
      title={unit.title}
      lead={unit.lead}
      crumbs={[hospitalsCrumb(locale)]}
      eyebrow={unit.location}
      image={unit.image}
      intro={unit.intro}
      aside={
        hospital ? (
          <UnitVisitCard
            hospital={hospital}
            opdHours={unit.opdHours}
            externalSite={unit.externalSite}
            locale={locale}
          />
        ) : null
      }
      asideUnderImage
      faq={unit.faq}
      callToAction={unit.callToAction}
    >
      <ContentBlocks blocks={unit.sections} />
      {unit.videos && unit.videos.items.length > 0 ? (
        <BlockSection id="videos" heading={unit.videos.heading}>
          <Carousel label={unit.videos.heading} options={CONTENT_CAROUSEL}>
            {unit.videos.items.map((video) => (
              <VideoCard
                key={video.url}
                video={{ url: video.url, embedUrl: toEmbedUrl(video.url) }}
                title={video.title}
                ownTitle
              />
            ))}
          </Carousel>
        </BlockSection>
      ) : null}
      {children}
    </ContentPage>
  );
}
