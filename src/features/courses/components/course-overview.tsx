import { Link } from 'react-router';
import type { Course } from '@/common/courses/course-schema.ts';
import { ProgressBar } from '@/src/components/ui/progress-bar.tsx';
import type { CourseProgress } from '../logic/compute-course-progress.ts';
import styles from './course-overview.module.css';
import { LessonIcon } from './lesson-icon.tsx';
import { OfflineDownloadPanel } from './offline-download-panel.tsx';

interface CourseOverviewProps {
  course: Course;
  progress: CourseProgress;
  owner: string;
  online: boolean;
  lessonHref: (lessonId: string) => string;
}

/** Course progress, "continue where you left off" and offline access for the selected course. */
export function CourseOverview({
  course,
  progress,
  owner,
  online,
  lessonHref,
}: CourseOverviewProps) {
  const percent =
    progress.total === 0 ? 0 : Math.round((progress.completed / progress.total) * 100);
  const next = progress.continueWith;
  return (
    <section className={styles.overview} aria-label={`${course.title} overview`}>
      <div className={styles.card}>
        <h2 className={styles.cardTitle}>Your progress</h2>
        <p className={styles.figure}>
          <strong>{percent}%</strong>
          <span>
            {progress.completed} of {progress.total} lessons complete
          </span>
        </p>
        <ProgressBar
          value={progress.total === 0 ? 0 : progress.completed / progress.total}
          label={`${course.title} progress`}
          valueText={`${progress.completed} of ${progress.total} lessons complete`}
          tone={progress.total > 0 && progress.completed === progress.total ? 'success' : 'primary'}
        />
      </div>
      <div className={styles.card}>
        <h2 className={styles.cardTitle}>
          {next?.resumed ? 'Continue where you left off' : 'Start learning'}
        </h2>
        {next ? (
          <Link className={styles.continue} to={lessonHref(next.lesson.id)}>
            <span className={styles.play}>
              <LessonIcon name="play" size={18} />
            </span>
            <span className={styles.continueText}>
              <span className={styles.continueTitle}>{next.lesson.title}</span>
              <span className={styles.continueMeta}>
                {next.resumed ? 'Last opened lesson' : 'First lesson of the course'}
              </span>
            </span>
          </Link>
        ) : (
          <p className={styles.muted}>This course has no lessons yet.</p>
        )}
      </div>
      <div className={styles.card}>
        <h2 className={styles.cardTitle}>Offline</h2>
        <OfflineDownloadPanel course={course} owner={owner} online={online} />
      </div>
    </section>
  );
}
