import { Carousel } from '@/components/carousel/carousel';
import { INTERNATIONAL_CAROUSEL } from '@/components/carousel/carousel-options';
import { BlockSection } from '@/components/content/block-section';
import { Icon } from '@/components/ui/icon';
import type { PatientStory } from '@/content/international-patients-page';
import styles from './story-carousel.module.scss';

/** Patients' short accounts of their stay, as quotes with a first name and a country. */
export function StoryCarousel({
  heading,
  lead,
  label,
  stories,
}: {
  heading: string;
  lead: string;
  label: string;
  stories: readonly PatientStory[];
}) {
  return (
    <BlockSection id="patient-stories" heading={heading} lead={lead}>
      <Carousel label={label} options={INTERNATIONAL_CAROUSEL}>
        {stories.map((story) => (
          <figure key={story.name} className={styles.story}>
            <Icon name="quote" size={28} className={styles.mark} />
            <blockquote className={styles.quote}>
              <p>{story.quote}</p>
            </blockquote>
            <figcaption className={styles.caption}>
              <span className={styles.initial} aria-hidden="true">
                {story.name.charAt(0)}
              </span>
              <span>
                <span className={styles.name}>
                  {story.name}, {story.country}
                </span>
                <span className={styles.treatment}>{story.treatment}</span>
              </span>
            </figcaption>
          </figure>
        ))}
      </Carousel>
    </BlockSection>
  );
}
