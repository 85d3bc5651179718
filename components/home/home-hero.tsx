import { OptimisedImage } from '@/components/ui/optimised-image';
import { Icon } from '@/components/ui/icon';
import { ButtonLink } from '@/components/ui/button-link';
import type { home } from '@/content/i18n/en/home';
import type { SuggestionWordsOfPage } from './doctor-search-list';
import { DoctorSearch } from './doctor-search';
import { site } from '@/content/site';
import styles from './home-hero.module.scss';
import { firstScreenImage } from '@/components/ui/first-screen-image';

interface HomeHeroProps {
  words: (typeof home)['hero'];
  highlights: (typeof home)['highlights'];
  /** The search box's and its suggestions' words on a translated page; none on an English one. */
  searchWords?: {
    box: (typeof home)['doctorSearch'];
    suggestions: SuggestionWordsOfPage;
  };
  findDoctor: { href: string; hrefLang?: string };
  imageSrc: string;
}

export function HomeHero({ words, highlights, searchWords, findDoctor, imageSrc }: HomeHeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="home-hero-heading">
      <div className={styles.inner}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>{words.eyebrow}</p>
          <h1 id="home-hero-heading" className={styles.heading}>
            {words.heading}
          </h1>
          <p className={styles.lead}>{words.lead}</p>
          <DoctorSearch
            {...(searchWords
              ? { words: searchWords.box, suggestionWords: searchWords.suggestions }
              : {})}
          />
          <div className={styles.actions}>
            <ButtonLink {...findDoctor} variant="onDark">
              {words.findDoctor}
            </ButtonLink>
            <ButtonLink href={`tel:${site.emergencyPhone.tel}`} variant="emergency">
              <Icon name="phone" size={18} />
              {` ${words.emergency} ${site.emergencyPhone.display}`}
            </ButtonLink>
          </div>
          <ul className={styles.highlights}>
            {highlights.map((item) => (
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
          src={imageSrc}
          alt={words.imageAlt}
          width={560}
          height={460}
          sizes="(min-width: 1000px) 560px, 100vw"
          {...firstScreenImage}
        />
      </div>
    </section>
  );
}
