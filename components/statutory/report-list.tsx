import { buttonClass } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import type { StatutoryCity } from '@/content/statutory-reports';
import { statutoryReportsPage as copy } from '@/content/statutory-reports';
import styles from './report-list.module.scss';

/** One city's months: a Download PDF link where the report is published, a note where it is not. */
export function ReportList({ city }: { city: StatutoryCity }) {
  return (
    <ol className={styles.list}>
      {city.reports.map((report) => (
        <li key={report.period} className={styles.report}>
          <span className={styles.title}>{report.title}</span>
          {report.file ? (
            <a
              href={report.file}
              target="_blank"
              rel="noopener"
              className={buttonClass('secondary', styles.download)}
            >
              <Icon name="download" size={18} />
              {copy.labels.download}
              <span className="visually-hidden">
                {' '}
                {copy.labels.downloadDetail(report, city.label)}
              </span>
            </a>
          ) : (
            <span className={styles.pending}>{copy.labels.notPublished}</span>
          )}
        </li>
      ))}
    </ol>
  );
}
