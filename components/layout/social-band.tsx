import { SocialStrip } from './social-strip';
import styles from './social-band.module.scss';

/** The social-media strip of every page, between the page and the footer, in its language. */
export function SocialBand({
  heading,
  lead,
  label,
  linkName,
}: {
  heading: string;
  lead: string;
  /** The list's name, and each link's ({network} filled in). */
  label: string;
  linkName: string;
}) {
  return (
    <section className={styles.band} aria-labelledby="social-band-heading">
      <div className={styles.inner}>
        <div>
          <h2 id="social-band-heading" className={styles.heading}>
            {heading}
          </h2>
          <p className={styles.lead}>{lead}</p>
        </div>
        <SocialStrip tone="light" label={label} linkName={linkName} />
      </div>
    </section>
  );
}
