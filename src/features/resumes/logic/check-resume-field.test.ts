import { describe, expect, it } from 'vitest';
import { checkResumeField } from './check-resume-field.ts';

describe('checkResumeField', () => {
  it('accepts empty and valid values', () => {
    expect(checkResumeField('learner_email', '')).toBeNull();
    expect(checkResumeField('learner_email', 'ada@example.com')).toBeNull();
    expect(checkResumeField('learner_phone', '+234 803 123 4501')).toBeNull();
    expect(checkResumeField('learner_github', 'https://github.com/ada')).toBeNull();
    expect(checkResumeField('end_date', 'present')).toBeNull();
    expect(checkResumeField('end_date', '2024-01-01', { start_date: '2023-01-01' })).toBeNull();
  });

  it('explains what is wrong', () => {
    expect(checkResumeField('learner_email', 'ada@')).toBe('Please enter a valid email address');
    expect(checkResumeField('learner_phone', 'call me')).toMatch(/phone number/);
    expect(checkResumeField('learner_phone', '12 34')).toMatch(/at least 7 digits/);
    expect(checkResumeField('learner_linkedin', 'linkedin.com/in/ada')).toMatch(/https:\/\//);
    expect(checkResumeField('end_date', '2022-01-01', { start_date: '2023-01-01' })).toBe(
      'The end date is before the start date',
    );
    expect(checkResumeField('title', 'x'.repeat(501))).toMatch(/under 500/);
  });

  it('takes a year or a month and year as a date, compared at the coarser precision', () => {
    expect(checkResumeField('start_date', '2021')).toBeNull();
    expect(checkResumeField('start_date', '2021-03')).toBeNull();
    expect(checkResumeField('end_date', '2021', { start_date: '2021-03' })).toBeNull();
    expect(checkResumeField('end_date', '2021-02', { start_date: '2021-03' })).toBe(
      'The end date is before the start date',
    );
    expect(checkResumeField('start_date', 'soon')).toMatch(/month and year/);
  });
});
