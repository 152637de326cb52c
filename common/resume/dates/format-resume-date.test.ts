import { describe, expect, it } from 'vitest';
import { formatResumeDate } from './format-resume-date.ts';
import { formatResumeDateRange } from './format-resume-date-range.ts';
import { readResumeDate } from './read-resume-date.ts';

describe('formatResumeDate', () => {
  it.each([
    ['2021', '2021'],
    ['2021-03', 'Mar 2021'],
    ['2021-03-15', '15 Mar 2021'],
    ['present', 'Present'],
    ['', ''],
    ['Spring 2020', 'Spring 2020'],
  ])('shows %j as %j, never more precise', (stored, shown) => {
    expect(formatResumeDate(stored)).toBe(shown);
  });

  it('reads back to the same stored value', () => {
    for (const stored of ['2021', '2021-03', '2021-03-15', 'present']) {
      expect(readResumeDate(formatResumeDate(stored))).toBe(stored);
    }
  });

  it('joins a range', () => {
    expect(formatResumeDateRange('2015', '2019')).toBe('2015 – 2019');
    expect(formatResumeDateRange('2021-03', 'present')).toBe('Mar 2021 – Present');
  });
});
