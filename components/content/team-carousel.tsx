import { Carousel } from '@/components/carousel/carousel';
import { TEAM_CAROUSEL } from '@/components/carousel/carousel-options';
import { DoctorCard } from '@/components/doctors/doctor-card';
import type { Doctor } from '@/lib/hospital-api/types';
import { ButtonLink } from '@/components/ui/button-link';
import { BlockSection } from './block-section';
import styles from './team-carousel.module.scss';

/**
 * A content page's doctors as a carousel, each with Know Your Doctor and Book an Appointment
 * (spec); nothing at all when the API lists none, so a page never shows an empty team. With
 * `more`, the first few, then a link to all of them in the doctors list.
 */
export function TeamCarousel({
  id,
  heading,
  lead,
  doctors,
  more,
}: {
  id: string;
  heading: string;
  lead: string;
  doctors: readonly Doctor[];
  more?: { limit: number; href: string; label: string };
}) {
  if (doctors.length === 0) return null;
  const shown = more && doctors.length > more.limit ? doctors.slice(0, more.limit) : doctors;
  return (
    <BlockSection id={id} heading={heading} lead={lead}>
      <Carousel label={heading} options={TEAM_CAROUSEL}>
        {shown.map((doctor) => (
          <DoctorCard key={doctor.id} doctor={doctor} />
        ))}
      </Carousel>
      {more && shown.length < doctors.length ? (
        <p className={styles.more}>
          <ButtonLink href={more.href} variant="secondary">
            {more.label}
          </ButtonLink>
        </p>
      ) : null}
    </BlockSection>
  );
}
