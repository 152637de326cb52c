/**
 * Exponential backoff with full jitter: a random wait between 0 and base × 2^(failures − 1),
 * capped, and never shorter than the server's Retry-After. Full jitter spreads the retries of
 * many devices that failed together (a deploy, a network blip) instead of lining them up.
 */
export function computeBackoffMs({
  failuresInRow,
  baseMs,
  capMs,
  random,
  retryAfterMs = 0,
}: {
  /** Including the failure just seen (≥ 1). */
  failuresInRow: number;
  baseMs: number;
  capMs: number;
  /** A number in [0, 1). */
  random: () => number;
  retryAfterMs?: number | undefined;
}): number {
  const ceilingMs = Math.min(capMs, baseMs * 2 ** (failuresInRow - 1));
  return Math.max(random() * ceilingMs, retryAfterMs);
}
