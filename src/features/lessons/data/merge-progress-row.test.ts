import { describe, expect, it } from 'vitest';
import { mergeProgressRow, sameProgress } from './merge-progress-row.ts';

const t = (minute: number) => new Date(Date.UTC(2026, 0, 1, 10, minute)).toISOString();

describe('mergeProgressRow', () => {
  it('takes completion from the newer change and the latest open time from either side', () => {
    const local = { completedAt: t(5), updatedAt: t(5), lastOpenedAt: t(20) };
    const remote = { completedAt: null, updatedAt: t(10), lastOpenedAt: t(8) };
    expect(mergeProgressRow(local, remote)).toEqual({ completedAt: null, updatedAt: t(10), lastOpenedAt: t(20) });
    expect(mergeProgressRow(remote, local)).toEqual({ completedAt: null, updatedAt: t(10), lastOpenedAt: t(20) });
  });

  it('keeps the local state on equal times and compares timestamps as instants', () => {
    const local = { completedAt: t(1), updatedAt: t(1), lastOpenedAt: null };
    const remote = { completedAt: null, updatedAt: t(1).replace('Z', '+00:00'), lastOpenedAt: null };
    expect(mergeProgressRow(local, remote).completedAt).toBe(t(1));
    expect(sameProgress(local, { ...local, updatedAt: t(1).replace('Z', '+00:00') })).toBe(true);
    expect(sameProgress(local, remote)).toBe(false);
  });
});
