import { describe, expect, it } from 'vitest';
import { mergeReviewState } from './merge-review-state.ts';
import { DAY_MS } from './review-schedule.ts';

const T0 = Date.UTC(2026, 2, 1, 8);

describe('mergeReviewState', () => {
  it('derives the state from this device alone before any sync', () => {
    expect(mergeReviewState(undefined, [{ at: T0, passed: false, hintUsed: false }])).toEqual({
      step: 0,
      dueAt: T0 + DAY_MS,
    });
  });

  it('keeps the server state when every local Submit is already counted', () => {
    const server = { step: 1, dueAt: T0 + 4 * DAY_MS, lastSubmitAt: T0 + DAY_MS };
    const local = [
      { at: T0, passed: false, hintUsed: false },
      { at: T0 + DAY_MS, passed: true, hintUsed: false },
    ];
    expect(mergeReviewState(server, local)).toEqual({ step: 1, dueAt: T0 + 4 * DAY_MS });
  });

  it('applies a Submit made on this device after the server’s latest', () => {
    const server = { step: 1, dueAt: T0 + 4 * DAY_MS, lastSubmitAt: T0 + DAY_MS };
    const failedOffline = { at: T0 + 2 * DAY_MS, passed: false, hintUsed: false };
    expect(mergeReviewState(server, [failedOffline])).toEqual({ step: 0, dueAt: T0 + 3 * DAY_MS });
  });

  it('shows a problem another device took out of the queue as done', () => {
    const server = { step: 4, dueAt: null, lastSubmitAt: T0 };
    expect(mergeReviewState(server, [])).toEqual({ step: 4, dueAt: null });
  });
});
