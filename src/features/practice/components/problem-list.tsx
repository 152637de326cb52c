/** Problems of one tab grouped by topic, each with difficulty and solved/attempted state. */
import { Link } from 'react-router';
import type { ProblemSummary } from '@/common/practice/problem-content-paths.ts';
import type { PracticeProgress, ProblemStatus } from '../hooks/use-practice-progress.ts';
import { DifficultyBadge } from './difficulty-badge.tsx';
import styles from './problem-list.module.css';

function groupByTopic(problems: readonly ProblemSummary[]): Array<[string, ProblemSummary[]]> {
  const groups = new Map<string, ProblemSummary[]>();
  for (const problem of problems) {
    const group = groups.get(problem.topic) ?? [];
    group.push(problem);
    groups.set(problem.topic, group);
  }
  return [...groups];
}

function StatusMark({ status }: { status: ProblemStatus | undefined }) {
  if (status?.solved) {
    return (
      <span className={`${styles.mark} ${styles.solved}`} title="Solved">
        ✓<span className="visually-hidden">Solved</span>
      </span>
    );
  }
  if (status?.attempted) {
    return (
      <span className={styles.mark} title="Attempted">
        ◐<span className="visually-hidden">Attempted</span>
      </span>
    );
  }
  return (
    <span className={styles.mark} title="Not started">
      ○<span className="visually-hidden">Not started</span>
    </span>
  );
}

export function ProblemList({
  problems,
  progress,
  selectedId,
  label,
}: {
  problems: readonly ProblemSummary[];
  progress: PracticeProgress | undefined;
  selectedId: string | undefined;
  label: string;
}) {
  return (
    <nav className={styles.list} aria-label={label}>
      {groupByTopic(problems).map(([topic, items]) => {
        const solved = items.filter((problem) => progress?.get(problem.id)?.solved).length;
        const attempted = items.filter((problem) => progress?.get(problem.id)?.attempted).length;
        return (
          <section key={topic} className={styles.topic} aria-label={topic}>
            <h3 className={styles.topicTitle}>
              <span>{topic}</span>
              <span className={styles.topicProgress} data-testid={`topic-progress-${topic}`}>
                {solved}/{items.length} solved
                {attempted > solved ? ` · ${attempted - solved} tried` : ''}
              </span>
            </h3>
            <ul className={styles.items}>
              {items.map((problem) => (
                <li key={problem.id}>
                  <Link
                    to={{ search: `?problem=${problem.id}` }}
                    className={styles.item}
                    aria-current={problem.id === selectedId ? 'page' : undefined}
                    data-problem-id={problem.id}
                  >
                    <StatusMark status={progress?.get(problem.id)} />
                    <span className={styles.title}>{problem.title}</span>
                    <DifficultyBadge difficulty={problem.difficulty} />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </nav>
  );
}
