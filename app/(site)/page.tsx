import { BlogCard } from '@/components/blogs/blog-card';
import { Carousel } from '@/components/carousel/carousel';
import { HOME_CAROUSEL } from '@/components/carousel/carousel-options';
import { DoctorCard } from '@/components/doctors/doctor-card';
import { FounderQuotes } from '@/components/home/founder-quotes';
import { HomeHero } from '@/components/home/home-hero';
import { NetworkHospitalCard } from '@/components/home/network-hospital-card';
import { SearchBy } from '@/components/home/search-by';
import { TechnologyCard } from '@/components/home/technology-card';
import { TileGrid } from '@/components/home/tile-grid';
import { AwardCard } from '@/components/media/award-card';
import { VideoCarousel } from '@/components/media/video-carousel';
import { SpecialityGrid } from '@/components/specialities/speciality-grid';
import { JsonLd } from '@/components/content/json-ld';
import { ButtonLink } from '@/components/ui/button-link';
import { Section } from '@/components/ui/section';
import { homeContent } from '@/content/home';
import { technologies } from '@/content/technologies';
import { siteUrl } from '@/lib/env';
import { getAllCategories, orFallback } from '@/lib/hospital-api';
import { loadHomeData } from '@/lib/home/data';
import { doctorPath, doctorsPath, homePath, specialitiesPath } from '@/content/routes';
import { homeJsonLd } from '@/lib/home/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { site } from '@/content/site';

export const revalidate = 300;

export const metadata = pageMetadata({
  // The layout's template does not reach a page in its own segment, so the home title is whole.
  title: {
    absolute: `${site.brand} | Best multi-speciality hospitals in Amritsar and North India`,
  },
  description: site.description,
  path: homePath,
});

/** A section's "view all" link, beside its heading. */
function viewAll(href: string, label: string) {
  return (
    <ButtonLink href={href} variant="secondary">
      {label}
    </ButtonLink>
  );
}

export default async function HomePage() {
  const copy = homeContent;
  const [data, allSpecialities] = await Promise.all([
    loadHomeData({ featuredDoctors: copy.doctors.count }),
    orFallback(getAllCategories(), []),
  ]);

  return (
    <>
      <JsonLd data={homeJsonLd(siteUrl())} />
      <HomeHero content={{ ...copy.hero, highlights: copy.highlights }} />
      <Section id="shortcuts" heading={copy.shortcuts.heading}>
        <TileGrid tiles={copy.shortcuts.tiles} />
      </Section>
      <Section id="founders" heading={copy.founders.heading} lead={copy.founders.lead} tinted>
        <FounderQuotes quotes={copy.founders.quotes} />
      </Section>
      {data.specialities.length > 0 ? (
        <Section
          id="specialities"
          heading={copy.specialities.heading}
          lead={copy.specialities.lead}
          action={viewAll(specialitiesPath(), copy.specialities.viewAllLabel)}
        >
          <SpecialityGrid specialities={data.specialities} />
        </Section>
      ) : null}
      <Section id="search-by" heading={copy.searchBy.heading} lead={copy.searchBy.lead} tinted>
        <SearchBy specialities={allSpecialities} />
      </Section>
      <Section
        id="hospitals"
        heading={copy.hospitals.heading}
        lead={copy.hospitals.lead}
        action={viewAll(copy.hospitals.viewAllHref, copy.hospitals.viewAllLabel)}
      >
        <Carousel label={copy.hospitals.heading} options={HOME_CAROUSEL}>
          {site.units.map((unit) => (
            <NetworkHospitalCard key={unit.id} unit={unit} />
          ))}
        </Carousel>
      </Section>
      <Section
        id="technologies"
        heading={copy.technologies.heading}
        lead={copy.technologies.lead}
        tinted
      >
        <Carousel label={copy.technologies.heading} options={HOME_CAROUSEL}>
          {technologies.map((technology) => (
            <TechnologyCard key={technology.id} technology={technology} />
          ))}
        </Carousel>
      </Section>
      {data.doctors.length > 0 ? (
        <Section
          id="doctors"
          heading={copy.doctors.heading}
          lead={copy.doctors.lead}
          action={viewAll(doctorsPath(), copy.doctors.viewAllLabel)}
        >
          <Carousel label={copy.doctors.heading} options={HOME_CAROUSEL}>
            {data.doctors.map((doctor) => (
              <DoctorCard
                key={doctor.id}
                doctor={doctor}
                bookHref={doctorPath(doctor.slug)}
                bookLabel="Book Appointment"
              />
            ))}
          </Carousel>
        </Section>
      ) : null}
      <Section
        id="care"
        heading={copy.care.heading}
        lead={copy.care.lead}
        tinted
        action={viewAll(copy.care.modelOfCare.href, copy.care.modelOfCare.label)}
      >
        <TileGrid tiles={copy.care.tiles} compact />
      </Section>
      {data.awards.length > 0 ? (
        <Section
          id="awards"
          heading={copy.awards.heading}
          lead={copy.awards.lead}
          action={viewAll(copy.awards.viewAllHref, copy.awards.viewAllLabel)}
        >
          <Carousel label={copy.awards.heading} options={HOME_CAROUSEL}>
            {data.awards.map((award) => (
              <AwardCard key={award.id} award={award} />
            ))}
          </Carousel>
        </Section>
      ) : null}
      {data.patientStories.length > 0 ? (
        <Section
          id="patient-stories"
          heading={copy.patientStories.heading}
          lead={copy.patientStories.lead}
          tinted
        >
          <VideoCarousel label={copy.patientStories.heading} videos={data.patientStories} />
        </Section>
      ) : null}
      {data.blogs.length > 0 ? (
        <Section
          id="blogs"
          heading={copy.blogs.heading}
          lead={copy.blogs.lead}
          action={viewAll(copy.blogs.viewAllHref, copy.blogs.viewAllLabel)}
        >
          <Carousel label={copy.blogs.heading} options={HOME_CAROUSEL}>
            {data.blogs.map((blog) => (
              <BlogCard key={blog.id} blog={blog} />
            ))}
          </Carousel>
        </Section>
      ) : null}
      {data.videos.length > 0 ? (
        <Section id="videos" heading={copy.videos.heading} lead={copy.videos.lead} tinted>
          <VideoCarousel label={copy.videos.heading} videos={data.videos} />
        </Section>
      ) : null}
    </>
  );
}
