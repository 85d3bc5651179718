import { Carousel } from '@/components/carousel/carousel';
import { INTERNATIONAL_CAROUSEL } from '@/components/carousel/carousel-options';
import { BlockSection } from '@/components/content/block-section';
import { NetworkHospitalCard } from '@/components/home/network-hospital-card';
import { site } from '@/content/site';

/** The six hospitals, as the home page shows them, each card leading to its own page. */
export function NetworkCarousel({
  heading,
  lead,
  label,
}: {
  heading: string;
  lead: string;
  label: string;
}) {
  return (
    <BlockSection id="our-hospitals" heading={heading} lead={lead}>
      <Carousel label={label} options={INTERNATIONAL_CAROUSEL}>
        {site.units.map((unit) => (
          <NetworkHospitalCard key={unit.id} unit={unit} />
        ))}
      </Carousel>
    </BlockSection>
  );
}
