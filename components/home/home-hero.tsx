import { OptimisedImage } from '@/components/ui/optimised-image';
import { Icon } from '@/components/ui/icon';
import { ButtonLink } from '@/components/ui/button-link';
import type { HomeContent } from '@/content/home';
import { DoctorSearch } from './doctor-search';
import { site } from '@/content/site';
import styles from './home-hero.module.scss';
import { firstScreenImage } from '@/components/ui/first-screen-image';

export function HomeHero({
  content,
}: {
  content: HomeContent['hero'] & { highlights: HomeContent['highlights'] };
}) {
  return (
    <section className={styles.hero} aria-labelledby="home-hero-heading">
      <div className={styles.inner}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>{content.eyebrow}</p>
          <h1 id="home-hero-heading" className={styles.heading}>
            {content.heading}
          </h1>
          <p className={styles.lead}>{content.lead}</p>
          <DoctorSearch />
          <div className={styles.actions}>
            <ButtonLink href={content.primaryAction.href} variant="onDark">
              {content.primaryAction.label}
            </ButtonLink>
            <ButtonLink href={`tel:${site.emergencyPhone.tel}`} variant="emergency">
              <Icon name="phone" size={18} /> Emergency {site.emergencyPhone.display}
            </ButtonLink>
          </div>
          <ul className={styles.highlights}>
            {content.highlights.map((item) => (
              <li key={item.label} className={styles.highlight}>
                <span className={styles.value}>{item.value}</span>
                <span className={styles.label}>{item.label}</span>
              </li>
            ))}
          </ul>
        </div>
        {/* The largest thing in the first screen on wide screens, so it loads first. Phones hide
            it but still fetch it: it is a 1 KB drawing, cheaper than a late paint on desktops. */}
        <OptimisedImage
          className={styles.illustration}
          src={content.image.src}
          alt={content.image.alt}
          width={560}
          height={460}
          sizes="(min-width: 1000px) 560px, 100vw"
          {...firstScreenImage}
        />
      </div>
    </section>
  );
}
