import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollRecommendation } from './poll-recommendation.ts';

describe('pollRecommendation', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('asks at once, then every 10 s, at most 3 repeats', async () => {
    const asked: number[] = [];
    const start = Date.now();
    const done = pollRecommendation(async () => {
      asked.push(Date.now() - start);
      return null;
    }, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await done).toBeNull();
    expect(asked).toEqual([0, 10_000, 20_000, 30_000]);
  });

  it('stops at the first result and when aborted', async () => {
    let calls = 0;
    const found = pollRecommendation(
      async () => (++calls === 2 ? 'ready' : null),
      new AbortController().signal,
    );
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await found).toBe('ready');
    expect(calls).toBe(2);

    const controller = new AbortController();
    let later = 0;
    const aborted = pollRecommendation(async () => {
      later += 1;
      return null;
    }, controller.signal);
    await vi.advanceTimersByTimeAsync(1);
    controller.abort();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await aborted).toBeNull();
    expect(later).toBe(1);
  });
});
