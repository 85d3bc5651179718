import { buttonClass } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { jobCard } from '@/content/careers-page';
import { jobShareData, shareJobLink } from '@/lib/careers/jobs';
import type { Career } from '@/lib/hospital-api/types';
import { careerPath } from '@/content/routes';
import { ApplyLink } from './apply-link';
import { JobFacts } from './job-facts';
import { ShareJobLink } from './share-job-link';
import styles from './job-card.module.scss';

/** One opening: its name, type, experience, place and description, with Apply and Share. */
export function JobCard({ job, siteOrigin }: { job: Career; siteOrigin: string }) {
  const headingId = `job-${job.slug}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.name}>
        {job.name}
      </h3>
      <JobFacts job={job} />
      {job.description ? <p className={styles.description}>{job.description}</p> : null}
      <div className={styles.actions}>
        <ApplyLink
          jobId={job.id}
          href={careerPath(job.slug)}
          className={buttonClass('primary', styles.action)}
          label={jobCard.applyLabel(job.name)}
        >
          {jobCard.apply}
          <Icon name="arrow-right" size={18} />
        </ApplyLink>
        <ShareJobLink
          href={shareJobLink(job, siteOrigin)}
          share={jobShareData(job, siteOrigin)}
          className={buttonClass('secondary', styles.action)}
          label={jobCard.shareLabel(job.name)}
        >
          <Icon name="share" size={18} />
          {jobCard.share}
        </ShareJobLink>
      </div>
    </article>
  );
}
