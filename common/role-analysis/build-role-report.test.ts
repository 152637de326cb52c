import { describe, expect, it } from 'vitest';
import type { ResumeDetails } from '../resume/resume-schema.ts';
import { analyzeRoleFit } from './analyze-role-fit.ts';
import { buildRoleReport } from './build-role-report.ts';
import type { AnalysisResume } from './read-resume-evidence.ts';
import type { RoleAnalysis, SkillFinding } from './role-analysis-schema.ts';

const item = { id: '00000000-0000-4000-8000-000000000001', version: 1, parse_meta: {} };

const RESUME = {
  learner_name: 'Ada Example',
  role: 'Data Engineer',
  summary: '• Data engineer who likes tidy pipelines.',
  skills: [
    { ...item, skill_name: 'Python', skill_level: 'advanced', skill_description: '' },
    { ...item, skill_name: 'Terraform', skill_level: null, skill_description: '' },
  ],
  employment_history: [
    {
      ...item,
      company_name: 'Acme Freight',
      title: 'Data Engineer',
      start_date: '2024-01-01',
      end_date: 'present',
      description: '• Built Airflow DAGs that load 40 tables into Snowflake with Python',
      location: '',
    },
  ],
  education_history: [],
} satisfies Partial<ResumeDetails> as AnalysisResume;

const ROLE = {
  title: 'Data Engineer',
  description: [
    'Requirements:',
    '- 5+ years of experience',
    '- Python and Airflow',
    '- Kafka',
    '- Apache Spark',
    '',
    'Nice to have:',
    '- Terraform',
  ].join('\n'),
};

function finding(overrides: Partial<SkillFinding>): SkillFinding {
  return {
    skill_id: 'kafka',
    name: 'Apache Kafka',
    importance: 'required',
    found: false,
    credit: 0,
    evidence: null,
    lessons: [],
    problems: [],
    ...overrides,
  };
}

function analysis(skills: SkillFinding[], overrides: Partial<RoleAnalysis> = {}): RoleAnalysis {
  return {
    match_score: 5,
    match_label: 'Fair Match',
    strengths: '',
    weaknesses: '',
    recommendations: '',
    cover_letter: '',
    skills,
    components: [],
    requirements: { years: null, degree: null, seniority: null },
    candidate: { years: 4, degree: 'none', seniority: 'mid' },
    prose_source: 'built-in',
    ...overrides,
  };
}

describe('buildRoleReport', () => {
  it('lists each missing requirement once, though the prose repeats it', () => {
    const result = analyzeRoleFit(RESUME, ROLE, '2026-11-01');
    // The prose names the gap in weaknesses and recommendations too: the report does not.
    expect(result.weaknesses).toContain('Kafka');
    expect(result.recommendations).toContain('Kafka');
    const report = buildRoleReport(result);
    const names = report.missing.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((n) => /Kafka/.test(n))).toHaveLength(1);
    expect(names.filter((n) => /Spark/.test(n))).toHaveLength(1);
    // A requirement is met or missing, never both.
    for (const met of report.met) expect(names).not.toContain(met.name);
  });

  it('proves each met requirement with its resume line and says how to strengthen weak proof', () => {
    const report = buildRoleReport(analyzeRoleFit(RESUME, ROLE, '2026-11-01'));
    const airflow = report.met.find((m) => /Airflow/.test(m.name));
    expect(airflow?.line).toContain('Built Airflow DAGs');
    expect(airflow?.source).toContain('Acme Freight');
    expect(airflow?.advice).toBeNull();
    const terraform = report.met.find((m) => /Terraform/.test(m.name));
    expect(terraform?.importance).toBe('preferred');
    expect(terraform?.source).toBe('Skills');
    expect(terraform?.advice).toMatch(/^Only under Skills/);
  });

  it('reads years asked as a requirement: missing with a resume change when short', () => {
    const report = buildRoleReport(analyzeRoleFit(RESUME, ROLE, '2026-11-01'));
    const years = report.missing.find((m) => m.kind === 'years');
    expect(years?.name).toBe('5+ years of experience');
    expect(years?.links).toEqual([]);
    expect(years?.resumeChange).toMatch(/employment dates add up to 2.8 years/);
    expect(report.why).toBe(
      'Your resume shows 2 of 4 required skills, with 2.8 years of experience against the 5+ asked.',
    );
  });

  it('merges findings that name the same requirement (same id, a shared alternative or name)', () => {
    const report = buildRoleReport(
      analysis([
        finding({}),
        finding({ importance: 'preferred' }),
        finding({
          skill_id: 'snowflake',
          name: 'Snowflake or BigQuery',
          alternatives: ['snowflake', 'bigquery'],
        }),
        finding({ skill_id: 'bigquery', name: 'BigQuery', importance: 'preferred' }),
        finding({ skill_id: 'spark', name: 'apache kafka' }),
      ]),
    );
    expect(report.missing.map((m) => [m.name, m.importance])).toEqual([
      ['Apache Kafka', 'required'],
      ['Snowflake or BigQuery', 'required'],
    ]);
  });

  it("shows only the analysis's own links for a skill, at most two of each kind", () => {
    const lesson = (n: number) => ({ id: `l${n}`, title: `Lesson ${n}`, href: `/l/${n}` });
    const problem = (n: number) => ({ id: `p${n}`, title: `Problem ${n}`, href: `/p/${n}` });
    const report = buildRoleReport(
      analysis([
        finding({ lessons: [lesson(1), lesson(2), lesson(3)], problems: [problem(1)] }),
        finding({ skill_id: 'dbt', name: 'dbt' }),
      ]),
    );
    expect(report.missing[0]?.links.map((l) => `${l.kind}:${l.href}`)).toEqual([
      'lesson:/l/1',
      'lesson:/l/2',
      'problem:/p/1',
    ]);
    expect(report.missing[1]?.links).toEqual([]);
    expect(report.missing[1]?.resumeChange).toMatch(/^If you have used it/);
  });

  it('reads degree and seniority asked; a full match says every skill is shown', () => {
    const report = buildRoleReport(
      analysis(
        [
          finding({
            found: true,
            credit: 1,
            evidence: {
              where: 'recent-experience',
              line: 'Ran Kafka clusters',
              source: 'Engineer at Acme (2020–present)',
              last_used_year: 2026,
              matched_text: 'Kafka',
            },
          }),
        ],
        {
          requirements: { years: 3, degree: 'masters', seniority: 'senior' },
          candidate: { years: 7, degree: 'bachelors', seniority: 'mid' },
        },
      ),
    );
    expect(report.why).toBe(
      'Your resume shows every required skill (1 of 1), with 7 years of experience against the 3+ asked.',
    );
    expect(report.met.map((m) => m.name)).toEqual(['Apache Kafka', '3+ years of experience']);
    expect(report.missing.map((m) => [m.kind, m.name])).toEqual([
      ['degree', "Master's degree"],
      ['seniority', 'Senior-level experience'],
    ]);
    expect(report.missing[0]?.resumeChange).toContain("a bachelor's degree");
  });

  it('says so when the description names no skill it knows', () => {
    expect(buildRoleReport(analysis([])).why).toBe(
      'The description names no skill we know, so the score rests on the rest.',
    );
  });
});
