import { ButtonLink } from '@/components/ui/button-link';
import type { Career } from '@/lib/hospital-api/types';
import { careersPath } from '@/content/routes';
import { JobFacts } from './job-facts';
import styles from './job-summary.module.scss';

/** The job beside its application form: its facts, the whole description, and the way back. */
export function JobSummary({ job, backLabel }: { job: Career; backLabel: string }) {
  return (
    <div className={styles.summary}>
      <JobFacts job={job} />
      {job.description ? <p className={styles.description}>{job.description}</p> : null}
      <ButtonLink href={careersPath} variant="secondary" className={styles.back}>
        {backLabel}
      </ButtonLink>
    </div>
  );
}
