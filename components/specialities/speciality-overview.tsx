import type { ReactNode } from 'react';
import styles from './speciality-overview.module.scss';

interface SpecialityOverviewProps {
  heading: ReactNode;
  /** Already sanitised, one HTML fragment per paragraph. */
  paragraphsHtml: readonly string[];
  /** The language of the paragraphs (the hospital API's) where it is not the page's. */
  textLang?: string;
  /** The 'explained' video beside the text, when there is one. */
  aside?: ReactNode;
}

/** What the speciality is and treats, in the hospital's words, with its explainer video. */
export function SpecialityOverview({
  heading,
  paragraphsHtml,
  textLang,
  aside,
}: SpecialityOverviewProps) {
  return (
    <section className={styles.overview} aria-labelledby="speciality-overview">
      <div className={styles.inner}>
        <div className={styles.prose}>
          <h2 id="speciality-overview">{heading}</h2>
          {paragraphsHtml.map((html, index) => (
            <div key={index} lang={textLang} dangerouslySetInnerHTML={{ __html: html }} />
          ))}
        </div>
        {aside ? <div className={styles.aside}>{aside}</div> : null}
      </div>
    </section>
  );
}
