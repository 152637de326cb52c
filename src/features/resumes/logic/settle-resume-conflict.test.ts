import { describe, expect, it } from 'vitest';
import { settleResumeConflict } from './settle-resume-conflict.ts';

describe('settleResumeConflict', () => {
  it('keeps this device’s template and paper: a look, not content', () => {
    expect(
      settleResumeConflict({
        template: { mine: 'harvard', server: 'modern' },
        paper: { mine: 'LETTER', server: 'A4' },
      }),
    ).toEqual({ choices: { template: 'mine', paper: 'mine' } });
  });

  it('keeps the union of the checked lists, the server’s first', () => {
    expect(
      settleResumeConflict({ checked_fields: { mine: 'city role', server: 'role summary' } }),
    ).toEqual({ choices: { checked_fields: 'server' }, checkedFields: 'role summary city' });
    expect(
      settleResumeConflict({ checked_fields: { mine: 'role', server: 'role summary' } }),
    ).toEqual({ choices: { checked_fields: 'server' } });
  });

  it('leaves a conflict on any content field to the learner, even beside a template', () => {
    expect(
      settleResumeConflict({
        template: { mine: 'harvard', server: 'modern' },
        summary: { mine: 'a', server: 'b' },
      }),
    ).toBeNull();
    expect(settleResumeConflict({ city: { mine: 'Oslo', server: 'Bergen' } })).toBeNull();
    expect(settleResumeConflict({})).toBeNull();
  });
});
