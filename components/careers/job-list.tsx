import type { Career } from '@/lib/hospital-api/types';
import { JobCard } from './job-card';
import styles from './job-list.module.scss';

/** Every opening, as a grid of cards. */
export function JobList({ jobs, siteOrigin }: { jobs: Career[]; siteOrigin: string }) {
  return (
    <ul className={styles.grid}>
      {jobs.map((job) => (
        <li key={job.id}>
          <JobCard job={job} siteOrigin={siteOrigin} />
        </li>
      ))}
    </ul>
  );
}
