import { describe, expect, it } from 'vitest';
import { findInterviewTopic, INTERVIEW_TOPICS } from '@/common/interviews/interview-bank.ts';
import {
  RATING_MAX,
  type InterviewSessionRow,
  type SessionFields,
} from '@/common/interviews/interview-session-schema.ts';
import { scoreInterview } from '@/common/interviews/score-interview.ts';
import { summarizeInterviewEvidence } from './summarize-interview-evidence.ts';

const [sql] = INTERVIEW_TOPICS;
const NOTE =
  'I would start from the grain of the result and name it out loud, then check every join for ' +
  'fan-out against that grain, handle nulls explicitly where the business rule says so, and ' +
  'compare the row count and a sum with a trusted report before shipping, explaining the ' +
  'trade-offs of each step as I go.';

function session(
  status: SessionFields['status'],
  rating: number,
  endedAt: string,
): InterviewSessionRow {
  // Spoken questions (no code check): the score then rests on the notes, time and ratings.
  const questions = sql!.questions.filter((q) => !q.check).slice(0, 3);
  return {
    id: crypto.randomUUID(),
    owner: 'ada@example.com',
    updatedAt: 0,
    fields: {
      topicId: sql!.id,
      durationMinutes: 45,
      startedAt: endedAt,
      endedAt,
      status,
      questionIds: questions.map((q) => q.id),
      elapsedMs: 60_000,
      ratings: Object.fromEntries(
        questions.map((q) => [q.id, Object.fromEntries(q.criteria.map((c) => [c, rating]))]),
      ),
      ...Object.fromEntries(
        questions.flatMap((q) => [
          [`note.${q.id}`, NOTE],
          [`answer.${q.id}`, { timeMs: 120_000, skipped: false, run: null }],
        ]),
      ),
    } as SessionFields,
  };
}

describe('summarizeInterviewEvidence', () => {
  it('counts rated sessions per topic with the best score, never live or ended ones', () => {
    const strong = session('rated', RATING_MAX, '2026-11-20T10:00:00.000Z');
    const weak = session('rated', 1, '2026-10-02T10:00:00.000Z');
    const evidence = summarizeInterviewEvidence(
      [weak, strong, session('ended', RATING_MAX, '2026-11-25T10:00:00.000Z')],
      findInterviewTopic,
    );
    const best = scoreInterview(strong.fields, sql!).score;
    expect(best).toBeGreaterThan(scoreInterview(weak.fields, sql!).score);
    expect(evidence).toEqual([{ topic: sql!.title, rated: 2, bestScore: best, lastOn: '2026-11' }]);
  });

  it('skips a session of a topic it does not know', () => {
    expect(
      summarizeInterviewEvidence([session('rated', 2, '2026-11-20')], () => undefined),
    ).toEqual([]);
  });
});
