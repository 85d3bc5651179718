import { createTranslator } from 'next-intl';
import { Link } from '@/components/ui/link';
import { PagingFocus } from '@/components/ui/paging-focus';
import { LIST_START, PAGING_ROW } from '@/components/ui/paging-row';
import type { DoctorsListPage, DoctorsListView } from '@/lib/doctors/query';
import type { Doctor } from '@/lib/hospital-api/types';
import { doctorsPath } from '@/content/routes';
import { catalogue } from '@/lib/i18n/catalogues';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { DoctorCard } from './doctor-card';
import styles from './doctor-grid-page.module.scss';

const DOCTOR_COUNT_ID = 'doctor-count';

interface DoctorGridPageProps {
  list: DoctorsListPage<Doctor>;
  view: DoctorsListView;
  locale: Locale;
}

/**
 * One page of the doctors list as the server renders it for an address, in its language: the
 * count, the cards, and plain links to the other pages, so every doctor is reachable by crawlers
 * and without JavaScript.
 */
export function DoctorGridPage({ list, view, locale }: DoctorGridPageProps) {
  const { doctors, total, page, pageCount } = list;
  const messages = catalogue(locale);
  const words = messages.doctors.list;
  const t = createTranslator({ locale, messages, namespace: 'doctors.list' });
  const pageLink = (number: number) => localePath(locale, doctorsPath({ ...view, page: number }));
  const numbers = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <>
      <p id={DOCTOR_COUNT_ID} {...LIST_START} className={styles.count} aria-live="polite">
        {t('count', { total })}
        {pageCount > 1 ? t('pageOf', { page, pages: pageCount }) : ''}
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
        <p className={styles.empty}>{words.empty}</p>
      )}
      {pageCount > 1 ? (
        <nav aria-label={words.pages} className={styles.pages} {...PAGING_ROW}>
          <PagingFocus targetId={DOCTOR_COUNT_ID} page={page} />
          <ul>
            {page > 1 ? (
              <li>
                <Link href={pageLink(page - 1)} prefetch={false} rel="prev">
                  {messages.blocks.previous}
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
                  {messages.blocks.next}
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
    </>
  );
}
