import { AcademicsHero } from '@/components/academics/academics-hero';
import { CallbackBanner } from '@/components/academics/callback-banner';
import { CourseGrid } from '@/components/academics/course-grid';
import { EventCard } from '@/components/academics/event-card';
import { NursingCourses } from '@/components/academics/nursing-courses';
import { PersonCard } from '@/components/academics/person-card';
import { PhotoSlide } from '@/components/academics/photo-slide';
import { PresentationsPanel } from '@/components/academics/presentations-panel';
import { ProgrammeTopic } from '@/components/academics/programme-topic';
import { PublicationList } from '@/components/academics/publication-list';
import { StudentsTabs } from '@/components/academics/students-tabs';
import { TestimonialCard } from '@/components/academics/testimonial-card';
import { Carousel } from '@/components/carousel/carousel';
import { ACADEMICS_SLIDER, ACADEMICS_TESTIMONIALS } from '@/components/carousel/carousel-options';
import { VideoCard } from '@/components/media/video-card';
import { Accordion } from '@/components/ui/accordion';
import { Section } from '@/components/ui/section';
import {
  academicEvents,
  academicsPage as copy,
  academicVideos,
  courses,
  currentStudents,
  faculty,
  nursingCourses,
  pastStudents,
  photoStream,
  presentations,
  programmes,
  publications,
  STUDENTS_SHOWN_AT_FIRST,
  testimonials,
  type Student,
} from '@/content/academics';
import { academicsPath } from '@/content/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { site } from '@/content/site';
import { toEmbedUrl } from '@/lib/video';

export const metadata = pageMetadata({
  title: copy.metaTitle,
  description: copy.metaDescription,
  path: academicsPath,
});

const studentCards = (students: readonly Student[]) =>
  students.map((student) => (
    <PersonCard
      key={student.id}
      name={student.name}
      position={student.position}
      description={student.description}
      portrait={student.image}
    />
  ));

/** The education wing: programmes, courses, people, research, and a way to ask about a seat. */
export default function AcademicsPage() {
  return (
    <>
      <AcademicsHero title={copy.title} {...copy.hero} phone={site.appointmentPhone} />
      <Section id="programmes" heading={copy.programmes.heading} lead={copy.programmes.lead}>
        <Accordion
          expand="one"
          initiallyOpen={[0]}
          headingLevel={3}
          items={programmes.map((topic) => ({
            title: topic.title,
            content: <ProgrammeTopic topic={topic} />,
          }))}
        />
      </Section>
      <Section id="courses" heading={copy.courses.heading} lead={copy.courses.lead} tinted>
        <CourseGrid courses={courses} labels={copy.courses} />
      </Section>
      <Section id="nursing" heading={copy.nursing.heading} lead={copy.nursing.lead}>
        <NursingCourses courses={nursingCourses} />
      </Section>
      <Section id="students" heading={copy.students.heading} lead={copy.students.lead} tinted>
        <StudentsTabs
          label={copy.students.tabsLabel}
          shownAtFirst={STUDENTS_SHOWN_AT_FIRST}
          viewMoreLabel={copy.students.viewMore}
          tabs={[
            { label: copy.students.currentLabel, items: studentCards(currentStudents) },
            { label: copy.students.pastLabel, items: studentCards(pastStudents) },
          ]}
        />
      </Section>
      <Section id="faculty" heading={copy.faculty.heading} lead={copy.faculty.lead}>
        <Carousel label={copy.faculty.heading} options={ACADEMICS_SLIDER}>
          {faculty.map((teacher) => (
            <PersonCard
              key={teacher.id}
              name={teacher.name}
              qualification={teacher.qualification}
              position={teacher.position}
              portrait={teacher.image}
            />
          ))}
        </Carousel>
      </Section>
      <Section id="videos" heading={copy.videos.heading} lead={copy.videos.lead} tinted>
        <Carousel label={copy.videos.heading} options={ACADEMICS_SLIDER}>
          {academicVideos.map((video) => (
            <VideoCard
              key={video.id}
              video={{ url: video.url, embedUrl: toEmbedUrl(video.url) }}
              title={video.title}
            />
          ))}
        </Carousel>
      </Section>
      <Section id="testimonials" heading={copy.testimonials.heading} lead={copy.testimonials.lead}>
        <Carousel label={copy.testimonials.heading} options={ACADEMICS_TESTIMONIALS}>
          {testimonials.map((testimonial) => (
            <TestimonialCard key={testimonial.id} testimonial={testimonial} />
          ))}
        </Carousel>
      </Section>
      <Section id="events" heading={copy.events.heading} lead={copy.events.lead} tinted>
        <Carousel label={copy.events.heading} options={ACADEMICS_SLIDER}>
          {academicEvents.map((event) => (
            <EventCard key={event.id} event={event} />
          ))}
        </Carousel>
      </Section>
      <Section id="publications" heading={copy.publications.heading} lead={copy.publications.lead}>
        <PublicationList publications={publications} />
      </Section>
      <Section
        id="presentations"
        heading={copy.presentations.heading}
        lead={copy.presentations.lead}
        tinted
      >
        <PresentationsPanel label={copy.presentations.listLabel} presentations={presentations} />
      </Section>
      <CallbackBanner {...copy.callback} />
      <Section id="photos" heading={copy.photos.heading} lead={copy.photos.lead}>
        <Carousel label={copy.photos.heading} options={ACADEMICS_SLIDER}>
          {photoStream.map((photo) => (
            <PhotoSlide key={photo.id} photo={photo} />
          ))}
        </Carousel>
      </Section>
    </>
  );
}
