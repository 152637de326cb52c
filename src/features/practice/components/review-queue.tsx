/**
 * "Due for review": the retry queue. Problems failed on Submit (or solved only after a
 * hint) come back after 1, 3, 7 and 21 days (common/practice/review-schedule.ts). Derived from the
 * attempts on this device and the server's progress, so it works offline and follows the learner.
 */
import { Link } from 'react-router';
import type { ProblemSummary } from '@/common/practice/problem-content-paths.ts';
import { isReviewDue } from '@/common/practice/review-schedule.ts';
import type { PracticeProgress } from '../hooks/use-practice-progress.ts';
import { DifficultyBadge } from './difficulty-badge.tsx';
import styles from './review-queue.module.css';

export function ReviewQueue({
  problems,
  progress,
  now,
}: {
  problems: readonly ProblemSummary[];
  progress: PracticeProgress | undefined;
  now: number;
}) {
  if (!progress) return null;
  const queued = problems.filter((problem) => progress.get(problem.id)?.review?.dueAt != null);
  const due = queued
    .filter((problem) => isReviewDue(progress.get(problem.id)?.review, now))
    .sort(
      (a, b) => (progress.get(a.id)?.review?.dueAt ?? 0) - (progress.get(b.id)?.review?.dueAt ?? 0),
    );
  const upcoming = queued.length - due.length;
  return (
    <section
      className={styles.queue}
      aria-labelledby="review-queue-title"
      data-testid="review-queue"
    >
      <h3 id="review-queue-title" className={styles.title}>
        Due for review{due.length > 0 ? ` (${due.length})` : ''}
      </h3>
      {due.length === 0 ? (
        <p className={styles.empty}>
          Nothing due. Problems you fail come back after 1, 3, 7 and 21 days.
          {upcoming > 0 ? ` ${upcoming} scheduled.` : ''}
        </p>
      ) : (
        <ul className={styles.items}>
          {due.map((problem) => (
            <li key={problem.id}>
              <Link
                to={{ search: `?problem=${problem.id}` }}
                className={styles.item}
                data-review-id={problem.id}
              >
                <span className={styles.name}>{problem.title}</span>
                <span className={styles.language}>
                  {problem.language === 'python' ? 'Python' : 'SQL'}
                </span>
                <DifficultyBadge difficulty={problem.difficulty} />
              </Link>
            </li>
          ))}
          {upcoming > 0 ? <li className={styles.empty}>{upcoming} more scheduled.</li> : null}
        </ul>
      )}
    </section>
  );
}
