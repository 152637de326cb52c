import { describe, expect, it } from 'vitest';
import { RESUME_BUILDER_MESSAGES } from '@/common/resume/resume-builder-schema.ts';
import { emptyResumeBuilderDraft } from './resume-builder-draft-schema.ts';
import { BUILDER_DATE_MESSAGE, toResumeBuilderBody } from './to-resume-builder-body.ts';

function draft() {
  const value = emptyResumeBuilderDraft('Lin Wei');
  value.learner_email = 'lin@example.com';
  return value;
}

describe('toResumeBuilderBody', () => {
  it('reads typed dates with their precision, leaves blank jobs out, splits skills', () => {
    const value = draft();
    value.jobs[1] = {
      title: 'Intern',
      company_name: 'Initech',
      start_date: '2019',
      end_date: 'Dec 2020',
      current: false,
    };
    value.school = { school_name: 'UCL', degree: 'BSc', start_date: '2015', end_date: '06/2019' };
    value.skills = 'SQL, Python\ndbt,';
    expect(toResumeBuilderBody(value)).toEqual({
      ok: true,
      body: {
        learner_name: 'Lin Wei',
        learner_email: 'lin@example.com',
        learner_phone: '',
        city: '',
        jobs: [
          { title: 'Intern', company_name: 'Initech', start_date: '2019', end_date: '2020-12' },
        ],
        education: [{ school_name: 'UCL', degree: 'BSc', start_date: '2015', end_date: '2019-06' }],
        skills: ['SQL', 'Python', 'dbt'],
      },
    });
  });

  it('marks a current job as present', () => {
    const value = draft();
    value.jobs[0] = {
      title: 'Analyst',
      company_name: 'Acme',
      start_date: 'Mar 2021',
      end_date: '',
      current: true,
    };
    const result = toResumeBuilderBody(value);
    expect(result.ok && result.body.jobs[0]).toMatchObject({
      start_date: '2021-03',
      end_date: 'present',
    });
  });

  it('names every field to fix, at the place the learner typed it, and changes nothing', () => {
    const value = draft();
    value.learner_name = '';
    value.learner_email = 'lin@';
    value.jobs[1] = {
      title: 'Intern',
      company_name: '',
      start_date: 'soon',
      end_date: '2018',
      current: false,
    };
    const before = structuredClone(value);
    const result = toResumeBuilderBody(value);
    expect(result).toEqual({
      ok: false,
      errors: expect.objectContaining({
        learner_name: RESUME_BUILDER_MESSAGES.nameRequired,
        learner_email: RESUME_BUILDER_MESSAGES.emailInvalid,
        'jobs.1.start_date': BUILDER_DATE_MESSAGE,
      }),
    });
    expect(value).toEqual(before);
  });

  it('asks for an e-mail or a phone', () => {
    const value = draft();
    value.learner_email = '';
    expect(toResumeBuilderBody(value)).toEqual({
      ok: false,
      errors: { learner_email: RESUME_BUILDER_MESSAGES.contactRequired },
    });
  });
});
