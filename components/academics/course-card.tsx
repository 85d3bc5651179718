import { OptimisedImage } from '@/components/ui/optimised-image';
import { Link } from '@/components/ui/link';
import type { Course } from '@/content/academics';
import { CourseDetails } from './course-details';
import styles from './course-card.module.scss';

interface CourseCardProps {
  course: Course;
  labels: {
    detailsLabel: string;
    seatsLabel: string;
    typeLabel: string;
    locationLabel: string;
  };
}

/** A course: its picture, its name (a link to the department where there is one), its details. */
export function CourseCard({ course, labels }: CourseCardProps) {
  return (
    <article className={styles.card}>
      <OptimisedImage
        src={course.image.src}
        alt={course.image.alt}
        width={course.image.width}
        height={course.image.height}
        sizes="(min-width: 1024px) 280px, (min-width: 640px) 45vw, 100vw"
        className={styles.image}
      />
      <div className={styles.body}>
        <p className={styles.type}>{course.details.type}</p>
        <h3 className={styles.title}>
          {course.link ? (
            <Link href={course.link} className={styles.link}>
              {course.title}
            </Link>
          ) : (
            course.title
          )}
        </h3>
        <CourseDetails label={labels.detailsLabel} courseTitle={course.title}>
          <dl className={styles.facts}>
            <div>
              <dt>{labels.seatsLabel}</dt>
              <dd>{course.details.seats}</dd>
            </div>
            <div>
              <dt>{labels.typeLabel}</dt>
              <dd>{course.details.type}</dd>
            </div>
            <div>
              <dt>{labels.locationLabel}</dt>
              <dd>{course.details.location}</dd>
            </div>
          </dl>
        </CourseDetails>
      </div>
    </article>
  );
}
