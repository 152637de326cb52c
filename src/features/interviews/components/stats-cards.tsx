/**
 * The stats cards: the learner's own completed sessions, or, while there are none, the seed's
 * sample interviews clearly labelled as examples.
 */
import { findInterviewTopic } from '../../../../common/interviews/interview-bank.ts';
import type { InterviewSessionRow } from '../../../../common/interviews/interview-session-schema.ts';
import { SAMPLE_INTERVIEWS } from '../../../../common/interviews/sample-interviews.ts';
import { scoreInterview } from '../../../../common/interviews/score-interview.ts';
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

function sampleStats(): Stats {
  const scores = SAMPLE_INTERVIEWS.map((sample) => sample.score);
  return {
    completed: scores.length,
    average: Math.round(scores.reduce((a, b) => a + b, 0) / scores.length),
    best: Math.max(...scores),
    minutes: SAMPLE_INTERVIEWS.reduce(
      (sum, sample) => sum + Number.parseInt(sample.duration, 10),
      0,
    ),
  };
}

export function StatsCards({ sessions }: { sessions: InterviewSessionRow[] }) {
  const example = sessions.length === 0;
  const stats = example ? sampleStats() : ownStats(sessions);
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
      {example && (
        <p className={styles.exampleNote}>
          Example data: these figures come from sample interviews until you complete your own.
        </p>
      )}
      <ul className={styles.stats} data-testid="interview-stats">
        {cards.map((card) => (
          <li key={card.label} className={styles.statCard}>
            <span className={styles.statValue}>{card.value}</span>
            <span className={styles.statLabel}>
              {card.label}
              {example ? ' (example)' : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
