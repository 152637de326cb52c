import { describe, expect, it } from 'vitest';
import { RESUME_MAX_ITEMS } from '@/common/resume/resume-fields-schema.ts';
import { describeItemLimit } from './describe-item-limit.ts';

describe('describeItemLimit', () => {
  it('allows adding below the limit the server enforces', () => {
    expect(describeItemLimit('employment', RESUME_MAX_ITEMS.employment - 1)).toBeNull();
    expect(describeItemLimit('skill', 0)).toBeNull();
  });

  it('explains the limit once it is reached (or passed by items synced from elsewhere)', () => {
    expect(describeItemLimit('education', RESUME_MAX_ITEMS.education)).toBe(
      `A resume holds at most ${RESUME_MAX_ITEMS.education} education items: delete one to add another.`,
    );
    expect(describeItemLimit('skill', RESUME_MAX_ITEMS.skill + 3)).toMatch(/at most 200 skills/);
  });
});
