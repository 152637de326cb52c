import { describe, expect, it } from 'vitest';
import {
  applyReviewSubmit,
  DAY_MS,
  isReviewDue,
  REVIEW_INTERVALS_DAYS,
  scheduleReviews,
  type ReviewSubmit,
} from './review-schedule.ts';

const T0 = Date.UTC(2026, 0, 10, 9, 30);
const fail = (at: number): ReviewSubmit => ({ at, passed: false, hintUsed: false });
const pass = (at: number): ReviewSubmit => ({ at, passed: true, hintUsed: false });
const passWithHint = (at: number): ReviewSubmit => ({ at, passed: true, hintUsed: true });

describe('review schedule', () => {
  it('uses the 1, 3, 7 and 21 day intervals', () => {
    expect(REVIEW_INTERVALS_DAYS).toEqual([1, 3, 7, 21]);
  });

  it('never queues a problem solved cleanly', () => {
    expect(scheduleReviews([pass(T0)])).toBeNull();
    expect(scheduleReviews([])).toBeNull();
  });

  it('a failed Submit is due exactly one day later', () => {
    const state = scheduleReviews([fail(T0)]);
    expect(state).toEqual({ step: 0, dueAt: T0 + DAY_MS });
    expect(isReviewDue(state, T0 + DAY_MS - 1)).toBe(false);
    expect(isReviewDue(state, T0 + DAY_MS)).toBe(true);
  });

  it('a pass after a revealed hint queues the problem like a failure', () => {
    expect(scheduleReviews([passWithHint(T0)])).toEqual({ step: 0, dueAt: T0 + DAY_MS });
  });

  it('fixing the mistake before it is due does not count as a review', () => {
    expect(scheduleReviews([fail(T0), pass(T0 + 60_000)])).toEqual({
      step: 0,
      dueAt: T0 + DAY_MS,
    });
  });

  it('clean reviews when due step through 3, 7 and 21 days, then leave the queue', () => {
    let at = T0;
    let state = applyReviewSubmit(null, fail(at));
    for (const days of [3, 7, 21]) {
      at = state?.dueAt ?? 0;
      state = applyReviewSubmit(state, pass(at + 5_000));
      expect(state?.dueAt).toBe(at + 5_000 + days * DAY_MS);
    }
    at = state?.dueAt ?? 0;
    state = applyReviewSubmit(state, pass(at));
    expect(state).toEqual({ step: 4, dueAt: null });
    expect(isReviewDue(state, at + 365 * DAY_MS)).toBe(false);
  });

  it('a failure during the reviews starts again at one day', () => {
    const reviewed = scheduleReviews([fail(T0), pass(T0 + DAY_MS)]);
    expect(reviewed?.step).toBe(1);
    const failedAgain = applyReviewSubmit(reviewed, fail(T0 + 2 * DAY_MS));
    expect(failedAgain).toEqual({ step: 0, dueAt: T0 + 3 * DAY_MS });
  });

  it('folds Submits oldest first whatever their order, and is idempotent', () => {
    const submits = [pass(T0 + DAY_MS + 1), fail(T0)];
    const state = scheduleReviews(submits);
    expect(state).toEqual({ step: 1, dueAt: T0 + DAY_MS + 1 + 3 * DAY_MS });
    // Re-applying Submits already counted (the server's state plus local copies) changes nothing.
    expect(scheduleReviews(submits, state)).toEqual(state);
  });
});
