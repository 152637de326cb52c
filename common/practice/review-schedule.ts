/**
 * The retry queue's spaced schedule, as a pure fold over a problem's Submits. A failed
 * Submit, or a passing one made after a hint or the solution was revealed, puts the problem in the
 * queue: due 1 day later. Each clean pass made once the problem is due moves it to the next
 * interval (3, 7, then 21 days); a clean pass after the 21-day wait takes it out of the queue. A
 * clean pass before the due time changes nothing (fixing a mistake right away is not a review),
 * and any failure starts again at 1 day.
 *
 * The queue is derived from attempts, which are immutable, create-only sync documents: two
 * devices can never conflict over it, and the server computes the same fold for a new device
 * (server/src/routes/practice/read-practice-progress.ts). Folding the same Submit twice gives the
 * same state, so the client may re-apply attempts the server already counted.
 */

/** Waits between reviews, in days: the first after a failure, then one per clean review. */
export const REVIEW_INTERVALS_DAYS = [1, 3, 7, 21] as const;

export const DAY_MS = 24 * 60 * 60 * 1000;

/** One Submit, as the schedule sees it. */
export interface ReviewSubmit {
  /** Epoch ms. */
  at: number;
  passed: boolean;
  /** A hint or the reference solution was revealed before this Submit. */
  hintUsed: boolean;
}

export interface ReviewState {
  /** Index into REVIEW_INTERVALS_DAYS of the current wait (equal to its length once graduated). */
  step: number;
  /** Epoch ms when the problem is due again; null once it has left the queue. */
  dueAt: number | null;
}

export function applyReviewSubmit(
  state: ReviewState | null,
  submit: ReviewSubmit,
): ReviewState | null {
  if (!submit.passed || submit.hintUsed) {
    return { step: 0, dueAt: submit.at + REVIEW_INTERVALS_DAYS[0] * DAY_MS };
  }
  if (state?.dueAt == null || submit.at < state.dueAt) return state;
  const step = state.step + 1;
  const days = REVIEW_INTERVALS_DAYS[step];
  return days === undefined
    ? { step: REVIEW_INTERVALS_DAYS.length, dueAt: null }
    : { step, dueAt: submit.at + days * DAY_MS };
}

/** The state after a problem's Submits (any order; folded oldest first). */
export function scheduleReviews(
  submits: readonly ReviewSubmit[],
  initial: ReviewState | null = null,
): ReviewState | null {
  return [...submits].sort((a, b) => a.at - b.at).reduce(applyReviewSubmit, initial);
}

export function isReviewDue(state: ReviewState | null | undefined, now: number): boolean {
  return state?.dueAt != null && state.dueAt <= now;
}
