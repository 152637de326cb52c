import { describe, expect, it } from 'vitest';
import { formatLastUpdated } from './format-last-updated.ts';

describe('formatLastUpdated', () => {
  it('matches the en-US long date and the ISO date, every month of the year', () => {
    const format = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    });
    for (let month = 0; month < 12; month++) {
      const date = new Date(2026, month, month + 1);
      expect(formatLastUpdated(date)).toEqual({
        text: format.format(date),
        iso: `2026-${String(month + 1).padStart(2, '0')}-${String(month + 1).padStart(2, '0')}`,
      });
    }
  });
});
