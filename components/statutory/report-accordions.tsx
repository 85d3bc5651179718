import { Accordion } from '@/components/ui/accordion';
import type { StatutoryCity, StatutoryYear } from '@/content/statutory-reports';
import { statutoryReportsPage as copy } from '@/content/statutory-reports';
import { ReportList } from './report-list';
import styles from './report-accordions.module.scss';

const publishedIn = (cities: readonly StatutoryCity[]) =>
  cities.flatMap((city) => city.reports).filter((report) => report.file).length;

/**
 * Years (h2), and in each the cities (h3): one accordion per level, so opening a year closes
 * the open year and opening a city closes the open city (spec). The newest year is open at
 * first, its cities closed, so the whole list of cities shows without scrolling.
 */
export function ReportAccordions({ years }: { years: readonly StatutoryYear[] }) {
  return (
    <Accordion
      headingLevel={2}
      expand="one"
      initiallyOpen={[0]}
      className={styles.years}
      items={years.map((year) => ({
        title: String(year.year),
        content: (
          <>
            <p className={styles.summary}>{copy.labels.yearPublished(publishedIn(year.cities))}</p>
            <Accordion
              headingLevel={3}
              expand="one"
              className={styles.cities}
              items={year.cities.map((city) => ({
                title: city.label,
                content: (
                  <>
                    <p className={styles.summary}>
                      {copy.labels.cityPublished(publishedIn([city]), city.reports.length)}
                    </p>
                    <ReportList city={city} />
                  </>
                ),
              }))}
            />
          </>
        ),
      }))}
    />
  );
}
