import { PageHero } from '@/components/content/page-hero';
import { StatutoryReports } from '@/components/statutory/statutory-reports';
import { statutoryReportsPage as copy } from '@/content/statutory-reports';
import { statutoryReportPath } from '@/content/routes';
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
      <PageHero title={copy.title} lead={copy.lead} />
      <StatutoryReports />
    </>
  );
}
