import { describe, expect, it } from 'vitest';
import type { ResumeDetails } from '@/common/resume/resume-schema.ts';
import { listFieldsToCheck } from './list-fields-to-check.ts';

const RESUME_ID = '00000000-0000-4000-8000-000000000001';
const JOB_ID = '00000000-0000-4000-8000-000000000002';

function details(overrides: Partial<ResumeDetails> = {}): ResumeDetails {
  return {
    resume_id: RESUME_ID,
    resume_name: 'cv',
    learner_name: 'Ada Lovelace',
    learner_email: 'ada@example.com',
    learner_phone: '',
    city: 'Lagos',
    country: '',
    role: '',
    learner_github: '',
    learner_linkedin: '',
    summary: '',
    employment_history: [
      {
        id: JOB_ID,
        version: 1,
        position: 0,
        parse_meta: {
          company_name: { confidence: 0.3, source: 'Acme, Lagos — Data Engineer' },
          title: { confidence: 0.95, source: 'Data Engineer' },
        },
        company_name: 'Acme, Lagos',
        title: 'Data Engineer',
        start_date: '',
        end_date: '',
        description: '',
        location: '',
      },
    ],
    education_history: [],
    skills: [],
    projects: [],
    certifications: [],
    status: 'ready',
    failure_reason: null,
    file_name: 'cv.pdf',
    version: 1,
    modified: '2026-11-24T00:00:00.000Z',
    parse_meta: {
      learner_name: { confidence: 0.99, source: 'Ada Lovelace' },
      city: { confidence: 0.5, source: 'Lagos, Nigeria' },
      learner_phone: { confidence: 0.2, source: '' },
    },
    checked_fields: '',
    template: 'classic',
    paper: 'A4',
    ...overrides,
  };
}

describe('listFieldsToCheck', () => {
  it('lists unsure parsed fields, least sure first, with their value and source', () => {
    expect(listFieldsToCheck(details())).toEqual([
      {
        key: `${JOB_ID}.company_name`,
        field: 'company_name',
        item: { kind: 'employment', id: JOB_ID },
        label: 'Experience 1: Company',
        value: 'Acme, Lagos',
        source: 'Acme, Lagos — Data Engineer',
        confidence: 0.3,
      },
      {
        key: 'city',
        field: 'city',
        label: 'City',
        value: 'Lagos',
        source: 'Lagos, Nigeria',
        confidence: 0.5,
      },
    ]);
  });

  it('leaves out what the learner confirmed or fixed', () => {
    const keys = listFieldsToCheck(details({ checked_fields: `city ${JOB_ID}.company_name` }));
    expect(keys).toEqual([]);
    expect(listFieldsToCheck(details({ checked_fields: 'city' })).map((f) => f.key)).toEqual([
      `${JOB_ID}.company_name`,
    ]);
  });

  it('reads copies cached before checked_fields existed as nothing checked', () => {
    const old = details() as Partial<ResumeDetails>;
    delete old.checked_fields;
    expect(listFieldsToCheck(old as ResumeDetails)).toHaveLength(2);
  });

  it('has nothing to check in a résumé nobody parsed', () => {
    expect(listFieldsToCheck(details({ parse_meta: {}, employment_history: [] }))).toEqual([]);
  });
});
