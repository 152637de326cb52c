import { describe, expect, it } from 'vitest';
import { compareResumeContent } from './compare-resume-content.ts';
import type { ResumeContent } from './resume-content-schema.ts';

const base: ResumeContent = {
  resume_name: 'Ada',
  learner_name: 'Ada Lovelace',
  learner_email: 'ada@example.org',
  learner_phone: '',
  city: 'London',
  country: 'United Kingdom',
  role: 'Data Engineer',
  learner_github: '',
  learner_linkedin: '',
  summary: 'Builds pipelines.',
  employment_history: [
    {
      company_name: 'Analytical Engines',
      title: 'Engineer',
      start_date: '2021-03',
      end_date: '',
      description: 'Wrote the first program.',
      location: 'London',
    },
  ],
  education_history: [
    {
      school_name: 'University of London',
      degree: 'BSc',
      field_of_study: 'Mathematics',
      start_date: '2015',
      end_date: '2018',
      description: 'Notes are not judged.',
    },
  ],
  skills: [{ skill_name: 'Python', skill_level: 'expert', skill_description: '' }],
  projects: [
    {
      project_name: 'Taxi Warehouse',
      description: '• Star schema.',
      url: 'https://nyra.example/capstones/taxi',
      start_date: '2024-01',
      end_date: '2024-03',
      keywords: 'SQL, dbt',
    },
  ],
  certifications: [
    {
      certification_name: 'Nyra Certified Data Engineer',
      issuer: 'Nyra',
      issue_date: '2024-05',
      url: 'https://nyra.example/verify/abc',
      credential_id: 'abc',
    },
  ],
};

describe('compareResumeContent', () => {
  it('keeps every field of an identical résumé, whitespace aside', () => {
    const copy = structuredClone(base);
    copy.summary = '  Builds\npipelines. ';
    const result = compareResumeContent(base, copy);
    expect(result.kept).toBe(result.total);
    expect(result.fields.every((field) => field.reason === '')).toBe(true);
  });

  it('names lost, changed and added fields with a reason, and leaves school notes out', () => {
    const read = structuredClone(base);
    read.employment_history[0]!.start_date = '';
    read.city = 'Londonderry';
    read.learner_phone = '+44 20 7946 0000';
    read.education_history[0]!.description = 'anything';
    const result = compareResumeContent(base, read);
    const byKey = new Map(result.fields.map((field) => [field.key, field]));
    expect(byKey.get('employment_history.0.start_date')).toMatchObject({
      status: 'lost',
      label: 'Job 1 · Start date',
      reason: 'The date could not be read as a date.',
    });
    expect(byKey.get('city')).toMatchObject({ status: 'changed', actual: 'Londonderry' });
    expect(byKey.get('learner_phone')?.status).toBe('added');
    expect(byKey.has('education_history.0.description')).toBe(false);
    expect(result.total - result.kept).toBe(3);
  });

  it('counts a job the reader never found as lost, field by field', () => {
    const read = structuredClone(base);
    read.employment_history = [];
    const lost = compareResumeContent(base, read).fields.filter((f) => f.status === 'lost');
    expect(lost.map((field) => field.key)).toContain('employment_history.0.company_name');
    expect(lost.filter((field) => field.section === 'Experience')).toHaveLength(5);
  });
});
