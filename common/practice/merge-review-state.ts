import { scheduleReviews, type ReviewState, type ReviewSubmit } from './review-schedule.ts';

/** The server's retry-queue state for a problem, cached on the device (epoch ms). */
export interface ServerReview {
  step: number;
  dueAt: number | null;
  /** The latest Submit the server folded in. */
  lastSubmitAt: number;
}

/**
 * A problem's retry-queue state on this device: the server's state (every device's Submits it has
 * received) followed by this device's Submits made after the server's latest one, i.e. those
 * not sent yet. Works offline and before the first sync; a Submit counted twice (clock clamping
 * on the server) changes nothing, because the fold is idempotent.
 */
export function mergeReviewState(
  server: ServerReview | undefined,
  localSubmits: readonly ReviewSubmit[],
): ReviewState | null {
  if (!server) return scheduleReviews(localSubmits);
  const later = localSubmits.filter((submit) => submit.at > server.lastSubmitAt);
  return scheduleReviews(later, { step: server.step, dueAt: server.dueAt });
}
