import { createTranslator } from 'next-intl';
import type { PatientStory, VideoLink } from '@/lib/hospital-api/types';
import { catalogue } from '@/lib/i18n/catalogues';
import type { Locale } from '@/lib/i18n/locales';
import { VideoCard } from '@/components/media/video-card';
import styles from './speciality-stories.module.scss';

interface SpecialityStoriesProps {
  name: string;
  testimonial: VideoLink | null;
  stories: readonly PatientStory[];
  locale: Locale;
}

/** Patients in their own words: the testimonial video first, then each story with its note. */
export function SpecialityStories({ name, testimonial, stories, locale }: SpecialityStoriesProps) {
  if (!testimonial && stories.length === 0) return null;
  const t = createTranslator({
    locale,
    messages: catalogue(locale),
    namespace: 'specialities.page',
  });
  return (
    <section className={styles.stories} aria-labelledby="speciality-stories">
      <div className={styles.inner}>
        <h2 id="speciality-stories">{t('storiesHeading')}</h2>
        {testimonial ? (
          <div className={styles.testimonial}>
            <h3>{t('testimonialHeading')}</h3>
            <VideoCard
              video={testimonial}
              title={t('testimonialTitle', { name })}
              tag={t('testimonialHeading')}
              ownTitle
            />
          </div>
        ) : null}
        {stories.length > 0 ? (
          <ul className={styles.list}>
            {stories.map((story, index) => (
              <li key={`${story.video.url}-${index}`}>
                <VideoCard
                  video={story.video}
                  title={t('storyTitle', { name, index: index + 1 })}
                  caption={story.description || undefined}
                  tag={t('storyTag', { index: index + 1 })}
                  ownTitle
                />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
