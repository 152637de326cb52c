/**
 * Rating after "End Interview": each answer (notes, code result) beside its model-answer outline,
 * rated 0–3 against each rubric criterion. Ratings are saved to the device as they are picked; the
 * score, its evidence and the self-rating gap update live (the same pure function the list uses).
 */
import { useState } from 'react';
import type { InterviewTopic } from '@/common/interviews/interview-content-schema.ts';
import {
  noteKey,
  RATING_LABELS,
  readAnswer,
  type InterviewRatings,
  type InterviewSessionRow,
} from '@/common/interviews/interview-session-schema.ts';
import { scoreBand } from '@/common/interviews/score-band.ts';
import { scoreInterview } from '@/common/interviews/score-interview.ts';
import { Button } from '@/src/components/ui/button.tsx';
import { saveSessionFields } from '../storage/save-session-fields.ts';
import { EvidenceList } from './evidence-list.tsx';
import styles from './interviews-page.module.css';

interface Props {
  owner: string;
  row: InterviewSessionRow;
  topic: InterviewTopic;
  onDone: () => void;
}

export function RateSession({ owner, row, topic, onDone }: Props) {
  const [ratings, setRatings] = useState<InterviewRatings>(row.fields.ratings);
  const [busy, setBusy] = useState(false);
  const result = scoreInterview({ ...row.fields, ratings }, topic);
  const questions = row.fields.questionIds.flatMap((id) => {
    const question = topic.questions.find((q) => q.id === id);
    return question ? [question] : [];
  });

  function rate(questionId: string, criterionId: string, value: number) {
    const next = { ...ratings, [questionId]: { ...ratings[questionId], [criterionId]: value } };
    setRatings(next);
    void saveSessionFields(owner, row.id, { ratings: next });
  }

  async function finish() {
    setBusy(true);
    try {
      await saveSessionFields(owner, row.id, { ratings, status: 'rated' });
      onDone();
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="rate-title" className={styles.stack}>
      <div>
        <h2 id="rate-title" className={styles.sectionTitle}>
          Rate your answers: {topic.title}
        </h2>
        <p className={styles.meta}>
          Compare each answer with the model outline and rate it against each criterion. Your score
          combines these ratings with the evidence from the session.
        </p>
      </div>
      {questions.map((question, index) => {
        const answer = readAnswer(row.fields, question.id);
        const note = row.fields[noteKey(question.id)] ?? '';
        return (
          <article
            key={question.id}
            className={styles.rateCard}
            aria-labelledby={`rate-q-${question.id}`}
          >
            <h3 id={`rate-q-${question.id}`} className={styles.smallTitle}>
              Question {index + 1}
              {answer.skipped ? ' (skipped)' : ''}
            </h3>
            <p className={styles.prompt}>{question.prompt}</p>
            <div className={styles.compare}>
              <div>
                <h4 className={styles.smallTitle}>Your notes</h4>
                <p className={styles.noteText}>{note.trim() ? note : 'No notes.'}</p>
                {question.check && (
                  <p className={styles.meta}>
                    {answer.run
                      ? `Tests: ${answer.run.passed}/${answer.run.total} passed`
                      : 'Tests: not run'}
                  </p>
                )}
              </div>
              <div>
                <h4 className={styles.smallTitle}>Model answer</h4>
                <ul>
                  {question.outline.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </div>
            </div>
            {question.criteria.map((criterionId) => {
              const criterion = topic.criteria.find((c) => c.id === criterionId);
              if (!criterion) return null;
              const name = `rate-${question.id}-${criterionId}`;
              return (
                <fieldset key={criterionId} className={styles.rating}>
                  <legend>
                    <strong>{criterion.label}</strong>
                    <span className={styles.meta}> {criterion.description}</span>
                  </legend>
                  {RATING_LABELS.map((label, value) => (
                    <label key={label} className={styles.ratingOption}>
                      <input
                        type="radio"
                        name={name}
                        value={value}
                        checked={ratings[question.id]?.[criterionId] === value}
                        onChange={() => rate(question.id, criterionId, value)}
                      />
                      {label}
                    </label>
                  ))}
                </fieldset>
              );
            })}
          </article>
        );
      })}

      <div className={styles.rateCard}>
        {/* Unrated criteria count as 0: a score before any rating would only say "0 rated". */}
        {result.ratedCriteria > 0 ? (
          <>
            <p className={styles.scoreLine}>
              Score:{' '}
              <span
                className={`${styles.score} ${styles[`band-${scoreBand(result.score)}`]}`}
                data-testid="live-score"
              >
                {result.score}/100
              </span>
            </p>
            <EvidenceList result={result} />
          </>
        ) : (
          <p className={styles.meta} data-testid="score-pending">
            Your score appears here once you rate a criterion.
          </p>
        )}
        {!result.fullyRated && (
          <p className={styles.meta}>Rate every criterion to save your score.</p>
        )}
        <div className={styles.actions}>
          <Button variant="ghost" onClick={onDone} disabled={busy}>
            Rate later
          </Button>
          <Button onClick={() => void finish()} disabled={busy || !result.fullyRated}>
            Save ratings
          </Button>
        </div>
      </div>
    </section>
  );
}
