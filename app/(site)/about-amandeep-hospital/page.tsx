import { AboutNumbers, type AboutNumber } from '@/components/about/about-numbers';
import { AboutStory } from '@/components/about/about-story';
import { AmbulanceBand } from '@/components/about/ambulance-band';
import { OnwardLinks } from '@/components/about/onward-links';
import { UnitCards } from '@/components/about/unit-cards';
import { BlockSection } from '@/components/content/block-section';
import { ContentPage } from '@/components/content/content-page';
import { JsonLd } from '@/components/content/json-ld';
import { aboutPage as copy, FOUNDED_YEAR } from '@/content/about-page';
import { unitEntries } from '@/content/units';
import { siteUrl } from '@/lib/env';
import { getAllCategories, getDoctors, orFallback } from '@/lib/hospital-api';
import { aboutPath } from '@/content/routes';
import { aboutJsonLd } from '@/lib/seo/about-json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { site } from '@/content/site';

export const revalidate = 300;

export const metadata = pageMetadata({
  title: copy.metaTitle,
  description: copy.metaDescription,
  path: aboutPath,
});

/** The group's story since 1990, its six hospitals, the 24/7 ambulance and where to go next. */
export default async function AboutPage() {
  // Counts only when the hospital API can say; without it the figures are left out, not guessed.
  const [categories, doctors] = await Promise.all([
    orFallback(getAllCategories(), []),
    orFallback(getDoctors(), []),
  ]);
  const numbers: AboutNumber[] = [
    copy.numbers.since,
    copy.numbers.units(unitEntries.length),
    copy.numbers.ambulance,
    ...(categories.length > 0 ? [copy.numbers.specialities(categories.length)] : []),
    ...(doctors.length > 0 ? [copy.numbers.doctors(doctors.length)] : []),
  ];
  const origin = siteUrl();
  return (
    <>
      <JsonLd
        data={aboutJsonLd(origin, {
          title: copy.title,
          description: copy.metaDescription,
          foundedYear: FOUNDED_YEAR,
        })}
      />
      <ContentPage
        title={copy.title}
        lead={copy.lead}
        image={copy.image}
        intro={copy.intro}
        aside={<AboutNumbers heading={copy.numbers.heading} numbers={numbers} />}
        callToAction={copy.callToAction}
      >
        <BlockSection id="story" heading={copy.story.heading} lead={copy.story.lead}>
          <AboutStory milestones={copy.story.milestones} />
        </BlockSection>
        <BlockSection id="hospitals" heading={copy.units.heading} lead={copy.units.lead}>
          <UnitCards
            units={unitEntries}
            moreLabel={copy.units.moreLabel}
            allLink={{ label: copy.units.allLabel, href: copy.units.allHref }}
          />
        </BlockSection>
        <AmbulanceBand
          heading={copy.ambulance.heading}
          text={copy.ambulance.text}
          phone={site.emergencyPhone}
          callLabel={copy.ambulance.callLabel}
          moreLabel={copy.ambulance.moreLabel}
          moreHref={copy.ambulance.moreHref}
        />
        <BlockSection id="more" heading={copy.onward.heading}>
          <OnwardLinks links={copy.onward.links} />
        </BlockSection>
      </ContentPage>
    </>
  );
}
