import { Icon } from '@/components/ui/icon';
import type { NursingCourse } from '@/content/academics';
import styles from './nursing-courses.module.scss';

/** The nursing college's courses, each with what it teaches. */
export function NursingCourses({ courses }: { courses: readonly NursingCourse[] }) {
  return (
    <ul className={styles.list}>
      {courses.map((course) => (
        <li key={course.title} className={styles.item}>
          <span className={styles.icon} aria-hidden="true">
            <Icon name="graduation-cap" size={24} />
          </span>
          <div>
            <h3 className={styles.title}>{course.title}</h3>
            <p className={styles.description}>{course.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
