import { PageHero } from '@/components/content/page-hero';
import { UnitSummary } from '@/components/content/unit-summary';
import { NetworkHospitalCard } from '@/components/home/network-hospital-card';
import { Section } from '@/components/ui/section';
import { site } from '@/content/site';
import { unitEntries } from '@/content/units';
import { hospitalsPage as copy } from '@/content/units/hospitals-page';
import { hospitalsPath } from '@/content/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import styles from './page.module.scss';

export const metadata = pageMetadata({
  title: copy.metaTitle,
  description: copy.metaDescription,
  path: hospitalsPath,
});

/** The six hospitals: a card for each, then a block about each with Read More (spec). */
export default function HospitalsPage() {
  return (
    <>
      <PageHero title={copy.title} lead={copy.lead} />
      <Section id="hospitals" heading={copy.gridHeading} lead={copy.gridLead}>
        <ul className={styles.grid}>
          {site.units.map((unit, index) => (
            <li key={unit.id}>
              <NetworkHospitalCard unit={unit} firstScreen={index === 0} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="each-hospital" heading={copy.detailsHeading} tinted>
        <div className={styles.summaries}>
          {unitEntries.map((unit) => (
            <UnitSummary
              key={unit.link}
              unit={unit}
              readMoreLabel={copy.readMoreLabel(unit.title)}
            />
          ))}
        </div>
      </Section>
    </>
  );
}
