import { socialBand } from '@/content/navigation';
import { SocialStrip } from './social-strip';
import styles from './social-band.module.scss';

/** The social-media strip of every page, between the page and the footer. */
export function SocialBand() {
  return (
    <section className={styles.band} aria-labelledby="social-band-heading">
      <div className={styles.inner}>
        <div>
          <h2 id="social-band-heading" className={styles.heading}>
            {socialBand.heading}
          </h2>
          <p className={styles.lead}>{socialBand.lead}</p>
        </div>
        <SocialStrip tone="light" />
      </div>
    </section>
  );
}
