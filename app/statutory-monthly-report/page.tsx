import { JsonLd } from '@/components/content/json-ld';
import { PageHero } from '@/components/content/page-hero';
import { StatutoryReports } from '@/components/statutory/statutory-reports';
import { statutoryReportsPage as copy } from '@/content/statutory-reports';
import { siteUrl } from '@/lib/env';
import { statutoryReportPath } from '@/content/routes';
import { breadcrumbJsonLd, homeCrumb } from '@/lib/seo/breadcrumbs';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: copy.metaTitle,
  description: copy.metaDescription,
  path: statutoryReportPath,
});

/** The monthly Bio-Medical Waste Reports of every unit, by year and then by city. */
export default function StatutoryReportPage() {
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(
          [homeCrumb, { name: copy.title, path: statutoryReportPath }],
          siteUrl(),
        )}
      />
      <PageHero title={copy.title} lead={copy.lead} />
      <StatutoryReports />
    </>
  );
}
