import { describe, expect, it } from 'vitest';
import { jobFieldsPatchSchema, type JobFields } from '@/common/jobs/job-document-schema.ts';
import { analyzeRoleFit } from '@/common/role-analysis/analyze-role-fit.ts';
import {
  RESUME_LONG_MAX_CHARS,
  RESUME_MAX_ITEMS,
  RESUME_SHORT_MAX_CHARS,
} from '@/common/resume/resume-fields-schema.ts';
import type { ResumeDetails } from '@/common/resume/resume-schema.ts';
import {
  applyTailoring,
  hasTailoring,
  readTailoredFields,
  suggestTailoring,
} from './tailor-resume.ts';

const meta = { version: 1, parse_meta: {} };
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function resume(): ResumeDetails {
  return {
    resume_id: id(1),
    resume_name: 'Main',
    learner_name: 'Sam Learner',
    learner_email: 'sam@example.com',
    learner_phone: '',
    city: '',
    country: '',
    role: 'Data Analyst',
    learner_github: '',
    learner_linkedin: '',
    summary: 'Analyst who likes clean data.',
    employment_history: [
      {
        id: id(2),
        ...meta,
        company_name: 'Acme',
        title: 'Data Analyst',
        start_date: '2022-01',
        end_date: 'present',
        location: '',
        description:
          '• Built weekly sales reports in Excel\n• Modelled 40 tables in dbt on Snowflake',
      },
    ],
    education_history: [],
    skills: ['Excel', 'Tableau', 'SQL', 'dbt'].map((skill_name, i) => ({
      id: id(10 + i),
      ...meta,
      skill_name,
      skill_level: null,
      skill_description: '',
    })),
    projects: [],
    certifications: [],
    status: 'ready',
    failure_reason: null,
    file_name: 'cv.pdf',
    version: 3,
    modified: '2026-11-20T10:00:00.000Z',
    parse_meta: {},
    checked_fields: '',
    template: 'classic',
    paper: 'A4',
  } as ResumeDetails;
}

const job = (extra: Record<string, unknown> = {}) =>
  ({
    company: 'Northwind',
    title: 'Analytics Engineer',
    description: 'Requirements:\n- SQL and dbt\n- Snowflake',
    ...extra,
  }) as unknown as JobFields;

describe('tailored résumé', () => {
  it('editing the version leaves the base unchanged', () => {
    const base = resume();
    const before = structuredClone(base);
    const fields = job({
      'tailor.summary': { value: 'Analytics engineer in the making.', base: base.summary },
    });
    const tailored = applyTailoring(base, fields);
    expect(tailored.summary).toBe('Analytics engineer in the making.');
    expect(base).toEqual(before);
    expect(hasTailoring(fields)).toBe(true);
    expect(hasTailoring(job({ 'tailor.summary': null }))).toBe(false);
  });

  it('a later change of the base is offered to the version', () => {
    const base = resume();
    const fields = job({ 'tailor.summary': { value: 'Mine.', base: base.summary } });
    expect(readTailoredFields(base, fields).find((f) => f.key === 'summary')).toMatchObject({
      overridden: true,
      baseChanged: false,
    });
    const changed = { ...base, summary: 'Analyst who ships clean data models.' };
    expect(readTailoredFields(changed, fields).find((f) => f.key === 'summary')).toMatchObject({
      value: 'Mine.',
      base: 'Analyst who ships clean data models.',
      baseChanged: true,
    });
  });

  it('skills follow the version order, drop what it removed and add what it named', () => {
    const fields = job({
      'tailor.skills': { value: 'dbt\nSQL\nLooker', base: 'Excel\nTableau\nSQL\ndbt' },
    });
    expect(applyTailoring(resume(), fields).skills.map((s) => s.skill_name)).toEqual([
      'dbt',
      'SQL',
      'Looker',
    ]);
  });

  it('suggests surfacing the required skills and moving a proving bullet up, each one click', () => {
    const base = resume();
    const fields = job();
    const analysis = analyzeRoleFit(
      base,
      { title: fields.title, description: fields.description },
      '2026-11-27',
    );
    const suggestions = suggestTailoring(base, fields, analysis);
    const skills = suggestions.find((s) => s.key === 'skills');
    expect(skills?.value.split('\n').slice(0, 2).sort()).toEqual(['SQL', 'dbt']);
    const bullet = suggestions.find((s) => s.key === `emp-${id(2)}`);
    expect(bullet?.value.split('\n')[0]).toBe('• Modelled 40 tables in dbt on Snowflake');
    // Applied, the suggestion is not offered again.
    const applied = job({
      [`tailor.${bullet!.key}`]: {
        value: bullet!.value,
        base: base.employment_history[0]!.description,
      },
    });
    expect(suggestTailoring(base, applied, analysis).some((s) => s.key === bullet!.key)).toBe(
      false,
    );
  });

  it('tailors every field of a résumé at the editor limits (issue 27 §3)', () => {
    // Before, a tailored field held at most 10,000 characters: a summary or a job's bullets the
    // editor accepts (20,000) could not be tailored, and the save was refused.
    const base = resume();
    const full: ResumeDetails = {
      ...base,
      role: 'r'.repeat(RESUME_SHORT_MAX_CHARS),
      summary: `• ${'s'.repeat(RESUME_LONG_MAX_CHARS - 2)}`,
      employment_history: base.employment_history.map((job) => ({
        ...job,
        description: `• ${'d'.repeat(RESUME_LONG_MAX_CHARS - 2)}`,
      })),
      skills: Array.from({ length: RESUME_MAX_ITEMS.skill }, (_, n) => ({
        ...base.skills[0]!,
        id: id(100 + n),
        skill_name: `${n}`.padEnd(RESUME_SHORT_MAX_CHARS, 'k'),
      })),
    };
    const tailored = readTailoredFields(full, {} as JobFields);
    expect(tailored.map((field) => field.key)).toEqual([
      'role',
      'summary',
      'skills',
      `emp-${id(2)}`,
    ]);
    for (const field of tailored) {
      const edited = `${field.base.slice(0, -1)}!`;
      const patch = { [`tailor.${field.key}`]: { value: edited, base: field.base } };
      expect(jobFieldsPatchSchema.safeParse(patch).error?.issues, field.key).toBeUndefined();
      const read = readTailoredFields(full, patch as unknown as JobFields);
      expect(read.find((each) => each.key === field.key)?.value).toBe(edited);
    }
  });
});
