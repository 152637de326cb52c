import { describe, expect, it } from 'vitest';
import { computeBackoffMs } from './compute-backoff-ms.ts';

describe('computeBackoffMs', () => {
  const base = { baseMs: 1_000, capMs: 60_000 };
  it('doubles the ceiling per failure, capped, with full jitter', () => {
    expect(computeBackoffMs({ ...base, failuresInRow: 1, random: () => 0.999 })).toBeCloseTo(999);
    expect(computeBackoffMs({ ...base, failuresInRow: 4, random: () => 0.5 })).toBe(4_000);
    expect(computeBackoffMs({ ...base, failuresInRow: 30, random: () => 0.5 })).toBe(30_000);
    expect(computeBackoffMs({ ...base, failuresInRow: 3, random: () => 0 })).toBe(0);
  });

  it('never waits less than Retry-After', () => {
    expect(
      computeBackoffMs({ ...base, failuresInRow: 1, random: () => 0, retryAfterMs: 7_000 }),
    ).toBe(7_000);
  });
});
