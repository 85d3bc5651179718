import { buttonClass } from '@/components/ui/button-link';
import { experienceRange, shareJobLink } from '@/lib/careers';
import type { Career } from '@/lib/hospital-api/types';
import { careerPath } from '@/lib/routes';
import { ApplyLink } from './apply-link';
import styles from './job-card.module.scss';

export function JobCard({ job, siteOrigin }: { job: Career; siteOrigin: string }) {
  const experience = experienceRange(job.experienceYears);
  return (
    <article className={styles.card} aria-labelledby={`job-${job.id}`}>
      <h2 id={`job-${job.id}`} className={styles.name}>
        {job.name}
      </h2>
      <ul className={styles.facts} aria-label="About the job">
        {job.type ? <li>{job.type}</li> : null}
        {experience ? <li>Experience: {experience}</li> : null}
      </ul>
      {job.description ? <p className={styles.description}>{job.description}</p> : null}
      <div className={styles.actions}>
        <ApplyLink
          jobId={job.id}
          href={careerPath(job.slug)}
          className={buttonClass('primary')}
          label="Apply"
        />
        <a
          className={buttonClass('secondary')}
          href={shareJobLink(job, siteOrigin)}
          aria-label={`Share the ${job.name} job by text message`}
        >
          Share
        </a>
      </div>
    </article>
  );
}

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
