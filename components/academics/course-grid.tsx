import type { Course } from '@/content/academics';
import { CourseCard } from './course-card';
import styles from './course-grid.module.scss';

/** Every course as a card, in a grid of four, three, two or one across. */
export function CourseGrid({
  courses,
  labels,
}: {
  courses: readonly Course[];
  labels: Parameters<typeof CourseCard>[0]['labels'];
}) {
  return (
    <ul className={styles.grid}>
      {courses.map((course) => (
        <li key={course.id}>
          <CourseCard course={course} labels={labels} />
        </li>
      ))}
    </ul>
  );
}
