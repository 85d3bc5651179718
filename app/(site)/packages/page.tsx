import type { OfferCatalog, WithContext } from 'schema-dts';
import { CallToAction } from '@/components/content/call-to-action';
import { JsonLd } from '@/components/content/json-ld';
import { PageHero } from '@/components/content/page-hero';
import { PackageGrid } from '@/components/packages/package-grid';
import { PackagesNotes } from '@/components/packages/packages-notes';
import { VisitSteps } from '@/components/packages/visit-steps';
import { Section } from '@/components/ui/section';
import {
  PACKAGE_PRICE_RUPEES,
  packagesPage as copy,
  wellnessPackages,
} from '@/content/packages-page';
import { siteUrl } from '@/lib/env';
import { absoluteUrl } from '@/content/routes';
import { formatRupees } from '@/content/rupees';
import { pageMetadata } from '@/lib/seo/metadata';
import { site } from '@/content/site';

const price = formatRupees(PACKAGE_PRICE_RUPEES);

export const metadata = pageMetadata({
  title: copy.metaTitle(price),
  description: copy.metaDescription(price),
  path: copy.path,
});

/** The packages as what they are: six services the hospital offers at a stated price. */
function offerCatalog(origin: string): WithContext<OfferCatalog> {
  return {
    '@context': 'https://schema.org',
    '@type': 'OfferCatalog',
    name: copy.title,
    url: absoluteUrl(origin, copy.path),
    itemListElement: wellnessPackages.map((pkg) => ({
      '@type': 'Offer',
      price: pkg.price,
      priceCurrency: 'INR',
      itemOffered: {
        '@type': 'Service',
        name: pkg.packageName,
        description: pkg.inclusions.join('; '),
      },
      offeredBy: { '@type': 'Hospital', name: site.brand },
    })),
  };
}

/** Wellness packages: six health checks at one price, each booked in the booking modal. */
export default function PackagesPage() {
  const origin = siteUrl();
  return (
    <>
      <JsonLd data={offerCatalog(origin)} />
      <PageHero title={copy.title} lead={copy.lead} />
      <Section id="packages" heading={copy.packagesHeading} lead={copy.packagesLead(price)}>
        <PackageGrid
          packages={wellnessPackages}
          labels={{
            price: copy.priceLabel,
            includes: copy.includesLabel,
            before: copy.beforeLabel,
            book: copy.bookLabel,
          }}
        />
      </Section>
      <Section id="on-the-day" heading={copy.expectHeading} lead={copy.expectLead} tinted>
        <VisitSteps steps={copy.expectSteps} />
        <PackagesNotes notes={copy.notes} />
      </Section>
      <CallToAction cta={copy.callToAction} />
    </>
  );
}
