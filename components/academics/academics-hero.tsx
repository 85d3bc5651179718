import { OptimisedImage } from '@/components/ui/optimised-image';
import { Breadcrumb } from '@/components/content/breadcrumb';
import { buttonClass } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import type { ContentImage } from '@/content/blocks';
import type { Phone } from '@/content/site';
import { homeCrumb } from '@/lib/seo/breadcrumbs';
import styles from './academics-hero.module.scss';
import { firstScreenImage } from '@/components/ui/first-screen-image';

interface AcademicsHeroProps {
  title: string;
  eyebrow: string;
  lead: string;
  points: readonly string[];
  phone: Phone;
  callLabel: string;
  callNote: string;
  image: ContentImage;
}

/** The page's banner: the education wing in a paragraph, a few facts, and a number to ring. */
export function AcademicsHero({
  title,
  eyebrow,
  lead,
  points,
  phone,
  callLabel,
  callNote,
  image,
}: AcademicsHeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="academics-title">
      <div className={styles.inner}>
        <div className={styles.text}>
          <Breadcrumb
            trail={[homeCrumb, { name: title }]}
            tone="onDark"
            className={styles.breadcrumb}
          />
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1 id="academics-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.lead}>{lead}</p>
          <ul className={styles.points}>
            {points.map((point) => (
              <li key={point}>
                <Icon name="check" size={18} /> {point}
              </li>
            ))}
          </ul>
          <div className={styles.call}>
            <a href={`tel:${phone.tel}`} className={buttonClass('onDark', styles.callButton)}>
              <Icon name="phone" size={18} /> {callLabel}
              <span className={styles.number}>{phone.display}</span>
            </a>
            <p className={styles.note}>{callNote}</p>
          </div>
        </div>
        <OptimisedImage
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          sizes="(min-width: 1000px) 460px, 100vw"
          {...firstScreenImage}
          className={styles.image}
        />
      </div>
    </section>
  );
}
