import { describe, expect, it } from 'vitest';
import { formatSessionDuration } from './format-session-duration.ts';

describe('formatSessionDuration', () => {
  it('shows a session under a minute in seconds', () => {
    expect(formatSessionDuration(0)).toBe('0 s');
    expect(formatSessionDuration(42_400)).toBe('42 s');
    expect(formatSessionDuration(59_400)).toBe('59 s');
  });

  it('shows minutes and seconds under ten minutes, whole minutes after', () => {
    expect(formatSessionDuration(60_000)).toBe('1 min');
    expect(formatSessionDuration(95_000)).toBe('1 min 35 s');
    expect(formatSessionDuration(12 * 60_000 + 20_000)).toBe('12 min');
    expect(formatSessionDuration(44 * 60_000 + 50_000)).toBe('45 min');
  });
});
