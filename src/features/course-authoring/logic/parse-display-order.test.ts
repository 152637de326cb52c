import { describe, expect, it } from 'vitest';
import { parseDisplayOrder } from './parse-display-order.ts';

describe('parseDisplayOrder', () => {
  it('accepts whole numbers from 1', () => {
    expect(parseDisplayOrder('1')).toEqual({ value: 1, coerced: false });
    expect(parseDisplayOrder(' 12 ')).toEqual({ value: 12, coerced: false });
  });
  it('turns anything non-numeric into 1 (product.md#module-form)', () => {
    for (const raw of ['', 'abc', '1.5', '2e3', ' ']) {
      expect(parseDisplayOrder(raw)).toEqual({ value: 1, coerced: true });
    }
  });
  it('refuses numbers below 1 with a clear message', () => {
    expect(parseDisplayOrder('0').error).toBe('Display order must be at least 1');
    expect(parseDisplayOrder('-3').error).toBe('Display order must be at least 1');
    expect(parseDisplayOrder('100000').error).toBe('Display order must be at most 10000');
  });
});
