import { describe, expect, it } from 'vitest';
import { listRefreshDelayMs } from './list-refresh-delay.ts';

describe('listRefreshDelayMs', () => {
  it('grows by 30 s per refresh (product.md#api: 30, 60, 90 s …)', () => {
    expect([1, 2, 3, 4].map(listRefreshDelayMs)).toEqual([30_000, 60_000, 90_000, 120_000]);
    expect(listRefreshDelayMs(0)).toBe(30_000);
  });
});
