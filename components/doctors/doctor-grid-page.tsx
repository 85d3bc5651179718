import { Link } from '@/components/ui/link';
import type { DoctorsListPage, DoctorsListView } from '@/lib/doctors/query';
import type { Doctor } from '@/lib/hospital-api/types';
import { doctorsPath } from '@/content/routes';
import { DoctorCard } from './doctor-card';
import styles from './doctor-grid-page.module.scss';

interface DoctorGridPageProps {
  list: DoctorsListPage<Doctor>;
  view: DoctorsListView;
  labels: { empty: string; pages: string; previous: string; next: string };
}

/**
 * One page of the doctors list as the server renders it for an address: the count, the cards,
 * and plain links to the other pages, so every doctor is reachable by crawlers and without
 * JavaScript.
 */
export function DoctorGridPage({ list, view, labels }: DoctorGridPageProps) {
  const { doctors, total, page, pageCount } = list;
  const pageLink = (number: number) => doctorsPath({ ...view, page: number });
  const numbers = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <>
      <p className={styles.count} aria-live="polite">
        {total === 1 ? '1 doctor' : `${total} doctors`}
        {pageCount > 1 ? `, page ${page} of ${pageCount}` : ''}
      </p>
      {doctors.length > 0 ? (
        <ul className={styles.grid}>
          {doctors.map((doctor) => (
            <li key={doctor.id}>
              <DoctorCard doctor={doctor} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{labels.empty}</p>
      )}
      {pageCount > 1 ? (
        <nav aria-label={labels.pages} className={styles.pages}>
          <ul>
            {page > 1 ? (
              <li>
                <Link href={pageLink(page - 1)} prefetch={false} rel="prev">
                  {labels.previous}
                </Link>
              </li>
            ) : null}
            {numbers.map((number) => (
              <li key={number}>
                <Link
                  href={pageLink(number)}
                  prefetch={false}
                  aria-current={number === page ? 'page' : undefined}
                >
                  {number}
                </Link>
              </li>
            ))}
            {page < pageCount ? (
              <li>
                <Link href={pageLink(page + 1)} prefetch={false} rel="next">
                  {labels.next}
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
    </>
  );
}
