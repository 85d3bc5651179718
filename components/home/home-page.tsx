import type { ComponentProps, ReactNode } from 'react';
import { BlogCard } from '@/components/blogs/blog-card';
import { Carousel } from '@/components/carousel/carousel';
import { HOME_CAROUSEL } from '@/components/carousel/carousel-options';
import { JsonLd } from '@/components/content/json-ld';
import { DoctorCard } from '@/components/doctors/doctor-card';
import { AwardCard } from '@/components/media/award-card';
import { ChannelLink } from '@/components/media/channel-link';
import { VideoCarousel } from '@/components/media/video-carousel';
import { SpecialityGrid } from '@/components/specialities/speciality-grid';
import { ButtonLink } from '@/components/ui/button-link';
import { Section } from '@/components/ui/section';
import {
  careTiles,
  featuredDoctorCount,
  homeHeroImage,
  homeLinks,
  homeMediaWords,
  inEnglishTiles,
  shortcutTiles,
  type HomeTile,
} from '@/content/home';
import { appointmentPath, doctorPath, homePath } from '@/content/routes';
import { site } from '@/content/site';
import { technology, technologyIds } from '@/content/technologies';
import { siteUrl } from '@/lib/env';
import { loadHomeData, type HomeData } from '@/lib/home/data';
import { homeJsonLd, translatedHomeJsonLd } from '@/lib/home/json-ld';
import { getAllCategories, orFallback } from '@/lib/hospital-api';
import { catalogue } from '@/lib/i18n/catalogues';
import { defaultLocale, languageTag, type Locale } from '@/lib/i18n/locales';
import { setPageLocale } from '@/lib/i18n/page-locale';
import { localeLink, localePath } from '@/lib/i18n/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { FounderQuotes } from './founder-quotes';
import { HomeHero } from './home-hero';
import { NetworkHospitalCard } from './network-hospital-card';
import { SearchBy } from './search-by';
import { TechnologyCard } from './technology-card';
import { TileGrid } from './tile-grid';

/** The home page's metadata, in its language. */
export function homePageMetadata(locale: Locale) {
  const words = catalogue(locale).home;
  // The layout's template does not reach a page in its own segment, so the home title is whole.
  return pageMetadata({
    title: { absolute: words.title },
    description: words.description,
    path: homePath,
    locale,
  });
}

/** A section's "view all" link, beside its heading. */
function viewAll(link: { href: string; hrefLang?: string }, label: string) {
  return (
    <ButtonLink {...link} variant="secondary">
      {label}
    </ButtonLink>
  );
}

/** The tiles of one group, with their words in the page's language and their addresses in it. */
function tilesOf<Id extends string>(
  locale: Locale,
  places: readonly { id: Id; href: string; icon: HomeTile['icon'] }[],
  words: Record<Id, { label: string; description: string }>,
): HomeTile[] {
  return places.map((place) => ({
    ...words[place.id],
    ...localeLink(locale, place.href),
    icon: place.icon,
  }));
}

/** The home page in any language: the API's data as it comes, the words from the catalogue. */
export async function HomePage({ locale = defaultLocale }: { locale?: Locale }) {
  setPageLocale(locale);
  const words = catalogue(locale).home;
  const link = (href: string) => localeLink(locale, href);
  const [data, allSpecialities] = await Promise.all([
    loadHomeData({ featuredDoctors: featuredDoctorCount }),
    orFallback(getAllCategories(), []),
  ]);

  return (
    <>
      <JsonLd
        data={
          locale === defaultLocale ? homeJsonLd(siteUrl()) : translatedHomeJsonLd(siteUrl(), locale)
        }
      />
      <HomeHero
        words={words.hero}
        highlights={words.highlights}
        {...(locale === defaultLocale
          ? {}
          : {
              searchWords: {
                box: words.doctorSearch,
                suggestions: {
                  templates: catalogue(locale).suggestions,
                  languageTag: languageTag[locale],
                  appointmentHref: link(appointmentPath).href,
                  prefix: localePath(locale, ''),
                },
              },
            })}
        findDoctor={link(homeLinks.findDoctor)}
        imageSrc={homeHeroImage}
      />
      <Section id="shortcuts" heading={words.shortcuts.heading}>
        <TileGrid tiles={tilesOf(locale, shortcutTiles, words.shortcuts.tiles)} />
      </Section>
      <Section id="founders" heading={words.founders.heading} lead={words.founders.lead} tinted>
        <FounderQuotes quotes={words.founders.quotes} />
      </Section>
      {data.specialities.length > 0 ? (
        <Section
          id="specialities"
          heading={words.specialities.heading}
          lead={words.specialities.lead}
          action={viewAll(link(homeLinks.specialities), words.specialities.viewAll)}
        >
          <SpecialityGrid specialities={data.specialities} />
        </Section>
      ) : null}
      <Section id="search-by" heading={words.searchBy.heading} lead={words.searchBy.lead} tinted>
        <SearchBy locale={locale} specialities={allSpecialities} />
      </Section>
      <CarouselSection
        id="hospitals"
        heading={words.hospitals.heading}
        lead={words.hospitals.lead}
        action={viewAll(link(homeLinks.hospitals), words.hospitals.viewAll)}
      >
        {site.units.map((unit) => (
          <NetworkHospitalCard key={unit.id} unit={unit} />
        ))}
      </CarouselSection>
      <CarouselSection
        id="technologies"
        heading={words.technologies.heading}
        lead={words.technologies.lead}
        tinted
      >
        {technologyIds.map((id) => (
          <TechnologyCard key={id} technology={technology(id, words.technologies.items[id])} />
        ))}
      </CarouselSection>
      {data.doctors.length > 0 ? (
        <CarouselSection
          id="doctors"
          heading={words.doctors.heading}
          lead={words.doctors.lead}
          action={viewAll(link(homeLinks.doctors), words.doctors.viewAll)}
        >
          {data.doctors.map((doctor) => (
            <DoctorCard
              key={doctor.id}
              doctor={doctor}
              bookHref={localePath(locale, doctorPath(doctor.slug))}
              bookLabel={words.doctors.book}
            />
          ))}
        </CarouselSection>
      ) : null}
      <Section
        id="care"
        heading={words.care.heading}
        lead={words.care.lead}
        tinted
        action={viewAll(link(homeLinks.modelOfCare), words.care.modelOfCare)}
      >
        <TileGrid tiles={tilesOf(locale, careTiles, words.care.tiles)} compact />
      </Section>
      {locale === defaultLocale ? (
        <EnglishMedia data={data} />
      ) : (
        <Section id="in-english" heading={words.inEnglish.heading} lead={words.inEnglish.lead}>
          <TileGrid tiles={tilesOf(locale, inEnglishTiles, words.inEnglish.tiles)} compact />
        </Section>
      )}
    </>
  );
}

/**
 * The awards, patient stories, articles and videos: the hospital API's, in English. A Punjabi or
 * Hindi home page links to the pages that list them instead (inEnglish), rather than show four
 * carousels of English it cannot translate (and whose text its HTML budget cannot carry twice).
 */
function EnglishMedia({ data }: { data: HomeData }) {
  const words = homeMediaWords;
  return (
    <>
      {data.awards.length > 0 ? (
        <CarouselSection
          id="awards"
          heading={words.awards.heading}
          lead={words.awards.lead}
          action={viewAll({ href: homeLinks.awards }, words.awards.viewAll)}
        >
          {data.awards.map((award) => (
            <AwardCard key={award.id} award={award} />
          ))}
        </CarouselSection>
      ) : null}
      {data.patientStories.length > 0 ? (
        <Section
          id="patient-stories"
          heading={words.patientStories.heading}
          lead={words.patientStories.lead}
          action={<ChannelLink href={site.videoChannelUrl} label={words.patientStories.more} />}
          tinted
        >
          <VideoCarousel label={words.patientStories.heading} videos={data.patientStories} />
        </Section>
      ) : null}
      {data.blogs.length > 0 ? (
        <CarouselSection
          id="blogs"
          heading={words.blogs.heading}
          lead={words.blogs.lead}
          action={viewAll({ href: homeLinks.blogs }, words.blogs.viewAll)}
        >
          {data.blogs.map((blog) => (
            <BlogCard key={blog.id} blog={blog} />
          ))}
        </CarouselSection>
      ) : null}
      {data.videos.length > 0 ? (
        <Section
          id="videos"
          heading={words.videos.heading}
          lead={words.videos.lead}
          action={viewAll({ href: homeLinks.videos }, words.videos.viewAll)}
          tinted
        >
          <VideoCarousel label={words.videos.heading} videos={data.videos} />
        </Section>
      ) : null}
    </>
  );
}

/** A home section whose content is a carousel, named by the section's heading. */
function CarouselSection({
  children,
  ...section
}: ComponentProps<typeof Section> & { heading: string; children: ReactNode }) {
  return (
    <Section {...section}>
      <Carousel label={section.heading} options={HOME_CAROUSEL}>
        {children}
      </Carousel>
    </Section>
  );
}
