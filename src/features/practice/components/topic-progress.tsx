/**
 * Progress by topic for one tab: solved, attempted (solved included) and total per topic. Before
 * the first attempt in the tab a table of zeros says nothing: the card says what will appear.
 */
import type { ProblemSummary } from '@/common/practice/problem-content-paths.ts';
import type { PracticeProgress } from '../hooks/use-practice-progress.ts';
import styles from './topic-progress.module.css';

export function TopicProgress({
  problems,
  progress,
}: {
  problems: readonly ProblemSummary[];
  progress: PracticeProgress | undefined;
}) {
  const topics = new Map<string, { solved: number; attempted: number; total: number }>();
  for (const problem of problems) {
    const row = topics.get(problem.topic) ?? { solved: 0, attempted: 0, total: 0 };
    const status = progress?.get(problem.id);
    row.total += 1;
    if (status?.solved) row.solved += 1;
    if (status?.attempted || status?.solved) row.attempted += 1;
    topics.set(problem.topic, row);
  }
  const started = [...topics.values()].some((row) => row.attempted > 0);
  if (!started) {
    return (
      <section
        className={styles.progress}
        aria-label="Progress by topic"
        data-testid="topic-progress"
      >
        <p className={styles.summary}>Progress by topic</p>
        <p className={styles.empty}>
          {progress
            ? 'Run or submit a problem and your solved and attempted problems per topic appear here.'
            : 'Loading your progress…'}
        </p>
      </section>
    );
  }
  return (
    <details className={styles.progress} data-testid="topic-progress">
      <summary className={styles.summary}>Progress by topic</summary>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Topic</th>
            <th scope="col">Solved</th>
            <th scope="col">Attempted</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {[...topics].map(([topic, row]) => (
            <tr key={topic} data-topic={topic}>
              <th scope="row">{topic}</th>
              <td>{row.solved}</td>
              <td>{row.attempted}</td>
              <td>{row.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
