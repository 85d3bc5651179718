import { Icon } from '@/components/ui/icon';
import type { Testimonial } from '@/content/academics';
import { Portrait } from './portrait';
import styles from './testimonial-card.module.scss';

/** A former trainee's words, with who said them. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className={styles.card}>
      <Icon name="quote" size={28} className={styles.mark} />
      <blockquote className={styles.quote}>
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className={styles.by}>
        <Portrait portrait={testimonial.image} size="small" />
        <span>
          <span className={styles.name}>{testimonial.name}</span>
          <span className={styles.position}>{testimonial.position}</span>
        </span>
      </figcaption>
    </figure>
  );
}
