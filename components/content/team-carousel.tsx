import { Carousel } from '@/components/carousel/carousel';
import { TEAM_CAROUSEL } from '@/components/carousel/carousel-options';
import { DoctorCard } from '@/components/doctors/doctor-card';
import type { Doctor } from '@/lib/hospital-api/types';
import { BlockSection } from './block-section';

/**
 * A content page's doctors as a carousel, each with Know Your Doctor and Book an Appointment
 * (spec); nothing at all when the API lists none, so a page never shows an empty team.
 */
export function TeamCarousel({
  id,
  heading,
  lead,
  doctors,
}: {
  id: string;
  heading: string;
  lead: string;
  doctors: readonly Doctor[];
}) {
  if (doctors.length === 0) return null;
  return (
    <BlockSection id={id} heading={heading} lead={lead}>
      <Carousel label={heading} options={TEAM_CAROUSEL}>
        {doctors.map((doctor) => (
          <DoctorCard key={doctor.id} doctor={doctor} />
        ))}
      </Carousel>
    </BlockSection>
  );
}
