import { Carousel } from '@/components/carousel/carousel';
import { INTERNATIONAL_CAROUSEL } from '@/components/carousel/carousel-options';
import { BlockSection } from '@/components/content/block-section';
import type { JourneyStep } from '@/content/international-patients-page';
import styles from './journey-carousel.module.scss';

/** The patient journey, one card per step, numbered from 1 in order. */
export function JourneyCarousel({
  heading,
  lead,
  label,
  stepLabel,
  steps,
}: {
  heading: string;
  lead: string;
  label: string;
  stepLabel: string;
  steps: readonly JourneyStep[];
}) {
  return (
    <BlockSection id="journey" heading={heading} lead={lead}>
      <Carousel label={label} options={INTERNATIONAL_CAROUSEL}>
        {steps.map((step, index) => (
          <article key={step.title} className={styles.step}>
            <p className={styles.number}>
              <span className={styles.word}>{stepLabel}</span> <span>{index + 1}</span>
            </p>
            <h3 className={styles.title}>{step.title}</h3>
            <p className={styles.text}>{step.text}</p>
          </article>
        ))}
      </Carousel>
    </BlockSection>
  );
}
