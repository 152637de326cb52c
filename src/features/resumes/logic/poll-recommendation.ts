/**
 * Polling for a role's analysis (product.md#flows, #constants): one attempt at once, then one every 10 s, at
 * most 3 repeats; stops at the first result, when the caller aborts, or after the last repeat
 * (null). Attempts are due at fixed times from the start (0, 10, 20, 30 s), so a slow answer does
 * not push the schedule back. Waits use the page's timers, so a test's controlled clock drives
 * them.
 */
import {
  RECOMMENDATION_POLL_INTERVAL_MS,
  RECOMMENDATION_POLL_MAX_REPEATS,
} from '@/common/role-analysis/role-api-schema.ts';

export async function pollRecommendation<T>(
  attempt: () => Promise<T | null>,
  signal: AbortSignal,
  intervalMs = RECOMMENDATION_POLL_INTERVAL_MS,
  maxRepeats = RECOMMENDATION_POLL_MAX_REPEATS,
): Promise<T | null> {
  const startedAt = Date.now();
  for (let round = 0; round <= maxRepeats; round += 1) {
    if (round > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(0, startedAt + round * intervalMs - Date.now()));
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    if (signal.aborted) return null;
    const result = await attempt().catch(() => null);
    if (signal.aborted) return null;
    if (result !== null) return result;
  }
  return null;
}
