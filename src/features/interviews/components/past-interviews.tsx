/**
 * Previous interviews: topic, date, duration, score out of 100 coloured at 90+/80+/70+
 * (product.md#constants), status, feedback, strengths and improvements (linked to their lessons and
 * problems), with the evidence behind each score. While the learner has none, an empty state says
 * what will appear (no sample data: made-up scores read as the learner's own).
 */
import { findInterviewTopic } from '@/common/interviews/interview-bank.ts';
import type {
  InterviewSessionRow,
  InterviewStatus,
} from '@/common/interviews/interview-session-schema.ts';
import { scoreBand } from '@/common/interviews/score-band.ts';
import { scoreInterview } from '@/common/interviews/score-interview.ts';
import { Button } from '@/src/components/ui/button.tsx';
import { CriterionLinks } from './criterion-links.tsx';
import { EvidenceList } from './evidence-list.tsx';
import { formatSessionDuration } from '../logic/format-session-duration.ts';
import styles from './interviews-page.module.css';

const STATUS_LABELS: Record<InterviewStatus, string> = {
  live: 'In progress',
  ended: 'Awaiting rating',
  rated: 'Completed',
};

function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}

function Score({ score }: { score: number }) {
  return (
    <span
      className={`${styles.score} ${styles[`band-${scoreBand(score)}`]}`}
      data-band={scoreBand(score)}
      data-testid="interview-score"
    >
      {score}/100
    </span>
  );
}

export function PastInterviews({
  sessions,
  onRate,
}: {
  sessions: InterviewSessionRow[];
  onRate: (id: string) => void;
}) {
  return (
    <section aria-labelledby="past-title">
      <h2 id="past-title" className={styles.sectionTitle}>
        Previous interviews
      </h2>
      {sessions.length === 0 ? (
        <p className={styles.emptyNote} data-testid="past-interviews-empty">
          No interviews yet. Pick a topic above: each interview you finish is listed here with its
          score, the evidence behind it, and what to practise next.
        </p>
      ) : (
        <ul className={styles.pastList}>
          {sessions.map((row) => {
            const topic = findInterviewTopic(row.fields.topicId);
            if (!topic) return null;
            const rated = row.fields.status === 'rated';
            const result = scoreInterview(row.fields, topic);
            return (
              <li key={row.id} className={styles.pastCard} data-testid="past-interview">
                <div className={styles.pastHeader}>
                  <h3 className={styles.smallTitle}>{topic.title}</h3>
                  {rated ? (
                    <Score score={result.score} />
                  ) : (
                    <span className={styles.meta}>Not scored yet</span>
                  )}
                </div>
                <p className={styles.meta}>
                  {formatDate(row.fields.startedAt)} ·{' '}
                  <span data-testid="interview-duration">
                    {formatSessionDuration(row.fields.elapsedMs)}
                  </span>{' '}
                  · <span data-testid="interview-status">{STATUS_LABELS[row.fields.status]}</span>
                </p>
                {rated ? (
                  <>
                    <p>{result.feedback}</p>
                    <EvidenceList result={result} />
                    <div className={styles.compare}>
                      <div>
                        <h4 className={styles.smallTitle}>Strengths</h4>
                        <CriterionLinks topic={topic} ids={result.strengths} withLinks={false} />
                      </div>
                      <div>
                        <h4 className={styles.smallTitle}>Improvements</h4>
                        <CriterionLinks topic={topic} ids={result.improvements} withLinks />
                      </div>
                    </div>
                  </>
                ) : row.fields.status === 'ended' ? (
                  <Button variant="secondary" onClick={() => onRate(row.id)}>
                    Rate answers
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
