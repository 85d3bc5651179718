import { specialityPage } from '@/content/specialities-page';
import type { PatientStory, VideoLink } from '@/lib/hospital-api/types';
import { VideoCard } from '@/components/media/video-card';
import styles from './speciality-stories.module.scss';

interface SpecialityStoriesProps {
  name: string;
  testimonial: VideoLink | null;
  stories: readonly PatientStory[];
}

/** Patients in their own words: the testimonial video first, then each story with its note. */
export function SpecialityStories({ name, testimonial, stories }: SpecialityStoriesProps) {
  if (!testimonial && stories.length === 0) return null;
  return (
    <section className={styles.stories} aria-labelledby="speciality-stories">
      <div className={styles.inner}>
        <h2 id="speciality-stories">{specialityPage.storiesHeading}</h2>
        {testimonial ? (
          <div className={styles.testimonial}>
            <h3>{specialityPage.testimonialHeading}</h3>
            <VideoCard
              video={testimonial}
              title={specialityPage.testimonialTitle(name)}
              tag={specialityPage.testimonialHeading}
            />
          </div>
        ) : null}
        {stories.length > 0 ? (
          <ul className={styles.list}>
            {stories.map((story, index) => (
              <li key={`${story.video.url}-${index}`}>
                <VideoCard
                  video={story.video}
                  title={specialityPage.storyTitle(name, index + 1)}
                  caption={story.description || undefined}
                  tag={specialityPage.storyTag(index + 1)}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
