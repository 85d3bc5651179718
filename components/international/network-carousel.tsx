import Image from 'next/image';
import Link from 'next/link';
import { Carousel } from '@/components/carousel/carousel';
import { INTERNATIONAL_CAROUSEL } from '@/components/carousel/carousel-options';
import { BlockSection } from '@/components/content/block-section';
import type { UnitEntry } from '@/content/units/types';
import { unitPath } from '@/lib/routes';
import styles from './network-carousel.module.scss';

/** The six hospitals, each card leading to its own page. */
export function NetworkCarousel({
  heading,
  lead,
  label,
  units,
}: {
  heading: string;
  lead: string;
  label: string;
  units: readonly UnitEntry[];
}) {
  return (
    <BlockSection id="our-hospitals" heading={heading} lead={lead}>
      <Carousel label={label} options={INTERNATIONAL_CAROUSEL}>
        {units.map((unit) => (
          <article key={unit.link} className={styles.card}>
            <Image
              src={unit.image.src}
              alt={unit.image.alt}
              width={unit.image.width}
              height={unit.image.height}
              sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
              className={styles.image}
            />
            <div className={styles.body}>
              <h3 className={styles.name}>
                <Link href={unitPath(unit.link)} className={styles.link}>
                  {unit.title}
                </Link>
              </h3>
              <p className={styles.place}>{unit.location}</p>
            </div>
          </article>
        ))}
      </Carousel>
    </BlockSection>
  );
}
