import { describe, expect, it } from 'vitest';
import { findInterviewTopic } from './interview-bank.ts';
import type { SessionFields } from './interview-session-schema.ts';
import { scoreBand } from './score-band.ts';
import { scoreInterview } from './score-interview.ts';
import { drawNextQuestion } from './draw-next-question.ts';

const sql = findInterviewTopic('sql')!;
const behavioural = findInterviewTopic('behavioural')!;
const LONG_NOTE =
  'First I state the grain of every table, then aggregate orders to one row per region and customer, rank with RANK so ties survive, and filter the first rank in an outer query. NULL amounts are ignored by SUM, and I would add an index on region for large tables.';

function session(overrides: Partial<SessionFields> = {}): SessionFields {
  return {
    topicId: 'behavioural',
    durationMinutes: 30,
    startedAt: '2026-01-01T10:00:00.000Z',
    endedAt: '2026-01-01T10:20:00.000Z',
    status: 'rated',
    questionIds: ['bh-proud-project', 'bh-failure', 'bh-conflict'],
    elapsedMs: 20 * 60_000,
    ratings: {},
    ...overrides,
  };
}

function rateAll(fields: SessionFields, rating: number): SessionFields['ratings'] {
  return Object.fromEntries(
    fields.questionIds.map((id) => {
      const question =
        behavioural.questions.find((q) => q.id === id) ?? sql.questions.find((q) => q.id === id)!;
      return [id, Object.fromEntries(question.criteria.map((c) => [c, rating]))];
    }),
  );
}

function answered(fields: SessionFields, note: string, timeMs: number): SessionFields {
  const result: SessionFields = { ...fields };
  for (const id of fields.questionIds) {
    result[`note.${id}`] = note;
    result[`answer.${id}`] = { timeMs, skipped: false, run: null };
  }
  return result;
}

describe('scoreInterview', () => {
  it('gives the same score for the same inputs', () => {
    const base = answered(session(), LONG_NOTE, 5 * 60_000);
    const fields = { ...base, ratings: rateAll(base, 2) };
    const first = scoreInterview(fields, behavioural);
    const second = scoreInterview(structuredClone(fields), behavioural);
    expect(second).toEqual(first);
  });

  it('scores full, well-supported answers rated strong at 100', () => {
    const base = answered(session(), LONG_NOTE, 5 * 60_000);
    const result = scoreInterview({ ...base, ratings: rateAll(base, 3) }, behavioural);
    expect(result.score).toBe(100);
    expect(result.gap).toBe(0);
    expect(result.strengths.length).toBeGreaterThan(0);
    expect(result.improvements).toEqual([]);
    expect(result.fullyRated).toBe(true);
  });

  it('keeps blank answers low however they are self-rated, and shows the gap', () => {
    const base = session();
    const result = scoreInterview({ ...base, ratings: rateAll(base, 3) }, behavioural);
    expect(result.score).toBeLessThanOrEqual(10);
    expect(result.selfScore).toBe(100);
    expect(result.gap).toBeGreaterThanOrEqual(90);
    expect(result.gapMessage).toContain('above what the session evidence supports');
    expect(result.improvements.length).toBeGreaterThan(0);
  });

  it('treats near-empty notes as blank and skipped questions as zero', () => {
    const base = answered(session(), 'dunno really', 5 * 60_000);
    const nearEmpty = scoreInterview({ ...base, ratings: rateAll(base, 3) }, behavioural);
    expect(nearEmpty.score).toBeLessThanOrEqual(10);
    const full = answered(session(), LONG_NOTE, 5 * 60_000);
    full['answer.bh-failure'] = { timeMs: 5 * 60_000, skipped: true, run: null };
    const skipped = scoreInterview({ ...full, ratings: rateAll(full, 3) }, behavioural);
    expect(skipped.score).toBe(67);
    expect(skipped.evidence.find((e) => e.id === 'skipped')?.detail).toBe(
      '1 of 3 questions skipped',
    );
  });

  it('lowers rushed answers, sessions run over time, and short sessions', () => {
    const base = answered(session(), LONG_NOTE, 5 * 60_000);
    const good = scoreInterview({ ...base, ratings: rateAll(base, 3) }, behavioural).score;
    const fast = answered(session(), LONG_NOTE, 5_000);
    expect(scoreInterview({ ...fast, ratings: rateAll(fast, 3) }, behavioural).score).toBeLessThan(
      good,
    );
    const over = { ...base, elapsedMs: 31 * 60_000, ratings: rateAll(base, 3) };
    expect(scoreInterview(over, behavioural).score).toBe(95);
    const one = answered(session({ questionIds: ['bh-failure'] }), LONG_NOTE, 5 * 60_000);
    expect(scoreInterview({ ...one, ratings: rateAll(one, 3) }, behavioural).score).toBe(33);
  });

  it('counts tests passed on code questions as evidence', () => {
    const base = answered(
      session({
        topicId: 'sql',
        questionIds: [
          'sql-top-customer-per-region',
          'sql-latest-row-per-user',
          'sql-orders-without-payment',
        ],
      }),
      LONG_NOTE,
      5 * 60_000,
    );
    for (const id of base.questionIds) base[`code.${id}`] = 'SELECT 1';
    const withRuns = (passed: number) => {
      const fields: SessionFields = { ...base, ratings: rateAll(base, 3) };
      for (const id of base.questionIds)
        fields[`answer.${id}`] = { timeMs: 5 * 60_000, skipped: false, run: { passed, total: 1 } };
      return scoreInterview(fields, sql);
    };
    expect(withRuns(1).score).toBe(100);
    expect(withRuns(0).score).toBeLessThan(60);
    expect(withRuns(1).evidence.find((e) => e.id === 'code')?.detail).toBe(
      '3 of 3 code questions passing (3/3 tests)',
    );
  });

  it('always shows at least three pieces of evidence', () => {
    const result = scoreInterview(session(), behavioural);
    expect(result.evidence.length).toBeGreaterThanOrEqual(3);
    expect(result.fullyRated).toBe(false);
  });
});

describe('scoreBand', () => {
  it('colours at 90, 80 and 70', () => {
    expect([95, 90, 89, 80, 79, 70, 69, 0].map(scoreBand)).toEqual([
      'excellent',
      'excellent',
      'good',
      'good',
      'fair',
      'fair',
      'low',
      'low',
    ]);
  });
});

describe('drawNextQuestion', () => {
  it('never repeats within a session and exhausts the bank before repeating across sessions', () => {
    const bank = behavioural.questions.map((q) => q.id);
    const earlier: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      const current: string[] = [];
      for (let i = 0; i < 5; i += 1) {
        const next = drawNextQuestion(behavioural, earlier, current, (i * 0.37) % 1)!;
        expect(current).not.toContain(next);
        expect(earlier).not.toContain(next);
        current.push(next);
      }
      earlier.push(...current);
    }
    expect(new Set(earlier).size).toBe(bank.length);
    // The bank is exhausted: a new cycle starts.
    expect(drawNextQuestion(behavioural, earlier, [], 0)).toBe(bank[0]);
    expect(drawNextQuestion(behavioural, [], bank, 0.5)).toBeNull();
  });

  it('counts rated criteria in words that agree with the number', () => {
    const base = answered(session(), LONG_NOTE, 5 * 60_000);
    const [first] = base.questionIds;
    const criteria = behavioural.questions.find((q) => q.id === first)!.criteria;
    const selfRating = (ratings: SessionFields['ratings']) =>
      scoreInterview({ ...base, ratings }, behavioural).evidence.find(
        (item) => item.id === 'self-rating',
      )!.detail;
    expect(selfRating({})).toMatch(/over 0 rated criteria \(/);
    expect(selfRating({ [first!]: { [criteria[0]!]: 2 } })).toMatch(/over 1 rated criterion \(/);
    expect(selfRating({ [first!]: { [criteria[0]!]: 2, [criteria[1]!]: 2 } })).toMatch(
      /over 2 rated criteria \(/,
    );
  });

  it('before any rating, says how many are rated and judges no self-rating', () => {
    const base = answered(session(), LONG_NOTE, 5 * 60_000);
    const result = scoreInterview({ ...base, ratings: {} }, behavioural);
    expect(result.ratedCriteria).toBe(0);
    expect(result.gapMessage).not.toMatch(/underselling/);
    const rated = scoreInterview({ ...base, ratings: rateAll(base, 3) }, behavioural);
    expect(rated.ratedCriteria).toBeGreaterThan(0);
  });
});
