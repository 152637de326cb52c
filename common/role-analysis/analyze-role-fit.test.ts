import { describe, expect, it } from 'vitest';
import type { ResumeDetails } from '../resume/resume-schema.ts';
import { analyzeRoleFit } from './analyze-role-fit.ts';
import { findUnsupportedClaims } from './find-unsupported-claims.ts';
import { matchLabel } from './match-label.ts';
import { readJobDescription } from './read-job-description.ts';
import type { AnalysisResume } from './read-resume-evidence.ts';
import { roleAnalysisSchema } from './role-analysis-schema.ts';

const item = { id: '00000000-0000-4000-8000-000000000001', version: 1, parse_meta: {} };

function resume(overrides: Partial<AnalysisResume> = {}): AnalysisResume {
  return {
    learner_name: 'Ada Example',
    role: 'Data Engineer',
    summary: '• Data engineer who likes tidy pipelines.',
    skills: [
      { ...item, skill_name: 'Python', skill_level: 'advanced', skill_description: '' },
      { ...item, skill_name: 'Snowflake', skill_level: null, skill_description: '' },
    ],
    employment_history: [
      {
        ...item,
        company_name: 'Acme Freight',
        title: 'Data Engineer',
        start_date: '2022-01-01',
        end_date: 'present',
        description: '• Built Airflow DAGs that load 40 tables into Snowflake\n• Wrote dbt models',
        location: '',
      },
      {
        ...item,
        company_name: 'Old Corp',
        title: 'Developer',
        start_date: '2012-01-01',
        end_date: '2016-06-01',
        description: '• Wrote Hadoop MapReduce jobs in Java',
        location: '',
      },
    ],
    education_history: [
      {
        ...item,
        school_name: 'State University',
        degree: 'BSc',
        field_of_study: 'Physics',
        start_date: '',
        end_date: '',
        description: '',
      },
    ],
    ...overrides,
  } satisfies Partial<ResumeDetails> as AnalysisResume;
}

const ROLE = {
  title: 'Senior Data Engineer',
  description: [
    'About us:',
    'We love Kubernetes and our office dog.',
    '',
    'Requirements:',
    '- 5+ years of experience',
    '- Python, Airflow and Snowflake',
    '- Hadoop',
    '- Kafka',
    "- Bachelor's degree",
    '',
    'Nice to have:',
    '- Terraform',
    '- dbt',
  ].join('\n'),
};
const AS_OF = '2026-11-01';

describe('readJobDescription', () => {
  it('splits required from preferred by section cues and ignores the about section', () => {
    const job = readJobDescription(ROLE.title, ROLE.description);
    const by = Object.fromEntries(job.skills.map((s) => [s.skillId, s.importance]));
    expect(by).toEqual({
      python: 'required',
      airflow: 'required',
      snowflake: 'required',
      hadoop: 'required',
      kafka: 'required',
      terraform: 'preferred',
      dbt: 'preferred',
    });
    expect(job.years).toBe(5);
    expect(job.degree).toBe('bachelors');
    expect(job.seniority).toBe('senior');
  });

  it('reads an inline cue ("is a plus") as preferred', () => {
    const job = readJobDescription('Analyst', 'You have SQL.\nExperience with Looker is a plus.');
    expect(job.skills).toEqual([
      { skillId: 'sql', importance: 'required', text: 'SQL' },
      { skillId: 'looker', importance: 'preferred', text: 'Looker' },
    ]);
  });
});

describe('analyzeRoleFit', () => {
  const analysis = analyzeRoleFit(resume(), ROLE, AS_OF);

  it('is valid, deterministic and explains each skill with its resume line', () => {
    expect(roleAnalysisSchema.safeParse(analysis).success).toBe(true);
    expect(analyzeRoleFit(resume(), ROLE, AS_OF)).toEqual(analysis);
    const airflow = analysis.skills.find((s) => s.skill_id === 'airflow');
    expect(airflow?.evidence).toMatchObject({
      where: 'recent-experience',
      line: 'Built Airflow DAGs that load 40 tables into Snowflake',
      source: 'Data Engineer at Acme Freight (2022–present)',
    });
    expect(analysis.skills.find((s) => s.skill_id === 'hadoop')?.evidence?.where).toBe(
      'older-experience',
    );
    expect(analysis.skills.find((s) => s.skill_id === 'python')?.evidence?.where).toBe('skills');
  });

  it('scores with the documented weights', () => {
    // Required: python .85, airflow 1, snowflake 1, hadoop .7, kafka 0 → .71; preferred: dbt 1,
    // terraform 0 → .5; years 4.8+4.4=9.3 of 5 → 1; degree 1; seniority 1 (by years: staff).
    const expected = 10 * (0.6 * 0.71 + 0.15 * 0.5 + 0.15 + 0.05 + 0.05);
    expect(analysis.match_score).toBeCloseTo(Math.round(expected * 10) / 10, 5);
    expect(analysis.match_label).toBe(matchLabel(analysis.match_score));
  });

  it('names missing skills with lessons and practice links, and cites evidence in the prose', () => {
    const kafka = analysis.skills.find((s) => s.skill_id === 'kafka');
    expect(kafka?.found).toBe(false);
    expect(kafka?.lessons[0]?.href).toMatch(/^\/dashboard\/lessons\?lesson=/);
    expect(kafka?.problems[0]?.href).toMatch(/^\/dashboard\/playground\?problem=/);
    expect(analysis.weaknesses).toContain('Missing required skill: Kafka.');
    expect(analysis.weaknesses).toContain('Hadoop appears only in older experience');
    expect(analysis.strengths).toContain('"Built Airflow DAGs that load 40 tables into Snowflake"');
    expect(analysis.recommendations).toContain('Learn Kafka');
  });

  it('links a missing skill only to content that teaches it, or not at all (issue 26)', () => {
    // Terraform has no lesson or problem of its own: its category's "Reliability: timeouts,
    // retries…" lesson teaches something else, so no link is better than a wrong one.
    const terraform = analysis.skills.find((s) => s.skill_id === 'terraform');
    expect(terraform?.found).toBe(false);
    expect(terraform?.lessons).toEqual([]);
    expect(terraform?.problems).toEqual([]);
  });

  it('writes a cover letter only from the resume (no invented employers, numbers or skills)', () => {
    expect(analysis.cover_letter).toContain('Acme Freight');
    expect(analysis.cover_letter).toContain('Ada Example');
    expect(findUnsupportedClaims(analysis.cover_letter, resume(), ROLE)).toEqual([]);
    expect(analysis.cover_letter).not.toMatch(/Kafka|Terraform|Kubernetes/);
    // The checker itself catches what the letter must not do.
    expect(findUnsupportedClaims('I ran Kafka for 12 years', resume(), ROLE)).toEqual([
      'skill "Kafka"',
      'number 12',
    ]);
  });

  it('keeps the letter honest for a resume with no matching skill and no jobs', () => {
    const empty = resume({ employment_history: [], skills: [], summary: '' });
    const result = analyzeRoleFit(empty, ROLE, AS_OF);
    expect(result.match_label).toBe('Poor Match');
    expect(result.cover_letter).not.toMatch(/work as|worked as|asks for/);
    expect(findUnsupportedClaims(result.cover_letter, empty, ROLE)).toEqual([]);
  });

  it('labels scores by the bands of product.md#constants', () => {
    expect([8, 7.9, 6, 5.9, 4, 3.9, 0].map(matchLabel)).toEqual([
      'Excellent Match',
      'Good Match',
      'Good Match',
      'Fair Match',
      'Fair Match',
      'Poor Match',
      'Poor Match',
    ]);
  });
});

describe('analyzeRoleFit: a full match and a choice of skills', () => {
  const MID_LEVEL = {
    title: 'Data Engineer (Mid-level)',
    description: [
      'Requirements:',
      '- 3+ years building data pipelines',
      '- Python and SQL',
      '- Spark and Kafka',
      '- Airflow and dbt',
      '- AWS',
      '- Snowflake, BigQuery or Redshift',
    ].join('\n'),
  };
  const senior = resume({
    employment_history: [
      {
        ...item,
        company_name: 'Northwind',
        title: 'Senior Data Engineer',
        start_date: '2019-01-01',
        end_date: 'present',
        description: [
          '• Built Spark and Kafka pipelines in Python on AWS',
          '• Orchestrated Airflow DAGs and dbt models loading BigQuery',
          '• Wrote SQL for the finance marts',
        ].join('\n'),
        location: '',
      },
    ],
  });

  it('counts a choice once, met by the skill the resume shows, named with its alternatives', () => {
    const analysis = analyzeRoleFit(senior, MID_LEVEL, AS_OF);
    const warehouse = analysis.skills.find((s) => s.alternatives);
    expect(warehouse).toMatchObject({
      skill_id: 'bigquery',
      name: 'Snowflake, BigQuery or Redshift',
      found: true,
      alternatives: ['snowflake', 'bigquery', 'redshift'],
    });
    expect(analysis.weaknesses).not.toMatch(/Snowflake|Redshift/);
  });

  it('calls a resume meeting every requirement an Excellent Match', () => {
    const analysis = analyzeRoleFit(senior, MID_LEVEL, AS_OF);
    expect(analysis.skills.every((s) => s.found)).toBe(true);
    expect(analysis.requirements.years).toBe(3);
    expect(analysis.match_label).toBe('Excellent Match');
  });
});

describe('analyzeRoleFit: prose about a choice', () => {
  it('names the skill the resume shows, never asks to copy the whole choice', () => {
    const analysis = analyzeRoleFit(
      resume(),
      { title: 'Data Engineer', description: 'Requirements:\n- Snowflake, BigQuery or Redshift' },
      AS_OF,
    );
    expect(analysis.recommendations).not.toContain('BigQuery');
    expect(analysis.cover_letter).not.toContain('BigQuery');
    expect(analysis.strengths).toContain(
      'Snowflake: "Built Airflow DAGs that load 40 tables into Snowflake"',
    );
  });
});
