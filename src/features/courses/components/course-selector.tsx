import type { Course } from '@/common/courses/course-schema.ts';
import styles from './course-selector.module.css';

/** product.md#lessons: switches between the courses (a segmented control of toggle buttons). */
export function CourseSelector({
  courses,
  selectedId,
  onSelect,
}: {
  courses: Course[];
  selectedId: string;
  onSelect: (courseId: string) => void;
}) {
  return (
    <div className={styles.selector} role="group" aria-label="Course">
      {courses.map((course) => (
        <button
          key={course.id}
          type="button"
          className={styles.option}
          aria-pressed={course.id === selectedId}
          onClick={() => onSelect(course.id)}
        >
          {course.title}
        </button>
      ))}
    </div>
  );
}
