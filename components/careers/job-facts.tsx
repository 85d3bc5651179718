import { Icon } from '@/components/ui/icon';
import { jobCard } from '@/content/careers-page';
import { FRESHERS_WELCOME, experienceRange } from '@/lib/careers/jobs';
import type { Career } from '@/lib/hospital-api/types';
import styles from './job-facts.module.scss';

/**
 * A job's type as a chip, then the experience it asks for. No place: a job record has none (spec),
 * and the site does not guess one.
 */
export function JobFacts({ job }: { job: Career }) {
  const experience = experienceRange(job.experienceYears);
  return (
    <div className={styles.facts}>
      {job.type ? (
        <p className={styles.chip}>
          <span className="visually-hidden">{jobCard.typeLabel}: </span>
          {job.type}
        </p>
      ) : null}
      <ul className={styles.list} aria-label={jobCard.factsLabel}>
        <li>
          <Icon name="briefcase" size={18} className={styles.icon} />
          {experience === FRESHERS_WELCOME ? (
            experience
          ) : (
            // One run of words, so that a wrapped value flows under its label, not in a column.
            <span>
              <span className={styles.label}>{jobCard.experienceLabel}:</span> {experience}
            </span>
          )}
        </li>
      </ul>
    </div>
  );
}
