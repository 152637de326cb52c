/**
 * The stats cards: the learner's own sessions only. Before the first one an empty state says what
 * will appear; sample figures ("84/100 average") read as the learner's own, even labelled.
 */
import { findInterviewTopic } from '@/common/interviews/interview-bank.ts';
import type { InterviewSessionRow } from '@/common/interviews/interview-session-schema.ts';
import { scoreInterview } from '@/common/interviews/score-interview.ts';
import styles from './interviews-page.module.css';

interface Stats {
  completed: number;
  average: number | null;
  best: number | null;
  minutes: number;
}

function ownStats(sessions: InterviewSessionRow[]): Stats {
  const scores = sessions.flatMap((row) => {
    const topic = findInterviewTopic(row.fields.topicId);
    return row.fields.status === 'rated' && topic ? [scoreInterview(row.fields, topic).score] : [];
  });
  return {
    completed: scores.length,
    average: scores.length ? Math.round(scores.reduce((a, b) => a + b, 0) / scores.length) : null,
    best: scores.length ? Math.max(...scores) : null,
    minutes: Math.round(sessions.reduce((sum, row) => sum + row.fields.elapsedMs, 0) / 60_000),
  };
}

export function StatsCards({ sessions }: { sessions: InterviewSessionRow[] }) {
  if (sessions.length === 0) {
    return (
      <section aria-labelledby="interview-stats-title">
        <h2 id="interview-stats-title" className="visually-hidden">
          Your interview stats
        </h2>
        <p className={styles.emptyNote} data-testid="interview-stats-empty">
          Your stats start with your first interview: interviews completed, average and best score,
          and practice time.
        </p>
      </section>
    );
  }
  const stats = ownStats(sessions);
  const cards = [
    { label: 'Interviews completed', value: String(stats.completed) },
    { label: 'Average score', value: stats.average === null ? '–' : `${stats.average}/100` },
    { label: 'Best score', value: stats.best === null ? '–' : `${stats.best}/100` },
    { label: 'Practice time', value: `${stats.minutes} min` },
  ];
  return (
    <section aria-labelledby="interview-stats-title">
      <h2 id="interview-stats-title" className="visually-hidden">
        Your interview stats
      </h2>
      <ul className={styles.stats} data-testid="interview-stats">
        {cards.map((card) => (
          <li key={card.label} className={styles.statCard}>
            <span className={styles.statValue}>{card.value}</span>
            <span className={styles.statLabel}>{card.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
