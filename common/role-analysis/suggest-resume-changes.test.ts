import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findSkillMentions } from '../skills/find-skill-mentions.ts';
import type { SkillFinding } from './role-analysis-schema.ts';
import {
  replaceDescriptionLine,
  suggestResumeChanges,
  type ResumeChange,
  type ResumeShape,
} from './suggest-resume-changes.ts';

function finding(
  skill_id: string,
  importance: 'required' | 'preferred' = 'required',
  alternatives?: string[],
): SkillFinding {
  return {
    skill_id,
    name: skill_id,
    importance,
    ...(alternatives ? { alternatives } : {}),
    found: false,
    credit: 0,
    evidence: null,
    lessons: [],
    problems: [],
  };
}

const ANALYSIS = {
  skills: [
    finding('sql'),
    finding('airflow'),
    finding('dbt'),
    finding('snowflake'),
    finding('terraform', 'preferred'),
  ],
};

function shape(): ResumeShape {
  return {
    skills: [
      { key: 's1', name: 'Excel' },
      { key: 's2', name: 'Tableau' },
      { key: 's3', name: 'SQL' },
    ],
    jobs: [
      {
        key: 'j1',
        label: 'Data Engineer at Acme',
        description: [
          '• Built weekly sales reports in Excel',
          '• Wrote dbt models for 40 tables',
          '• Orchestrated Airflow DAGs loading Snowflake',
        ].join('\n'),
      },
    ],
  };
}

/** What each change does to the shape (as the editor and the jobs feature apply it). */
function apply(resume: ResumeShape, change: ResumeChange): ResumeShape {
  if (change.kind === 'skills-first') {
    return {
      ...resume,
      skills: change.order.map((key) => resume.skills.find((s) => s.key === key)!),
    };
  }
  if (change.kind === 'add-skill') {
    return { ...resume, skills: [...resume.skills, { key: change.id, name: change.skillName }] };
  }
  const jobs = resume.jobs.map((job) =>
    job.key !== change.jobKey
      ? job
      : {
          ...job,
          description:
            change.kind === 'bullet-up'
              ? change.description
              : replaceDescriptionLine(job.description, change.lineIndex, `${change.line} (12)`),
        },
  );
  return { ...resume, jobs };
}

describe('suggestResumeChanges', () => {
  const changes = suggestResumeChanges(shape(), ANALYSIS);
  const of = <K extends ResumeChange['kind']>(kind: K) =>
    changes.filter((c): c is Extract<ResumeChange, { kind: K }> => c.kind === kind);

  it('lists the required skills the Skills section has first', () => {
    expect(of('skills-first')).toEqual([
      expect.objectContaining({ order: ['s3', 's1', 's2'], label: expect.stringContaining('SQL') }),
    ]);
  });

  it('surfaces skills an experience line proves but Skills lacks, with the line', () => {
    expect(of('add-skill').map((c) => c.skillName)).toEqual(['Airflow', 'dbt', 'Snowflake']);
    expect(of('add-skill')[0]).toMatchObject({
      jobKey: 'j1',
      proof: 'Orchestrated Airflow DAGs loading Snowflake',
    });
    // Terraform is asked for but proven nowhere: nothing to surface.
    expect(changes.some((c) => c.label.includes('Terraform'))).toBe(false);
  });

  it('moves the bullet that proves most of what is asked to the top of its job', () => {
    const [move] = of('bullet-up');
    expect(move?.description.split('\n')).toEqual([
      '• Orchestrated Airflow DAGs loading Snowflake',
      '• Built weekly sales reports in Excel',
      '• Wrote dbt models for 40 tables',
    ]);
  });

  it('asks for the metric a proving bullet lacks, without writing a number itself', () => {
    const metrics = of('add-metric');
    expect(metrics).toHaveLength(1);
    expect(metrics[0]).toMatchObject({
      line: 'Orchestrated Airflow DAGs loading Snowflake',
      lineIndex: 2,
    });
    expect(`${metrics[0]!.label}${metrics[0]!.prompt}`).not.toMatch(/\d/);
  });

  it('does not offer a change again once it is applied', () => {
    let resume = shape();
    for (const change of changes) {
      if (change.kind === 'add-metric') continue;
      resume = apply(resume, change);
    }
    const again = suggestResumeChanges(resume, ANALYSIS).map((c) => c.kind);
    expect(again.filter((kind) => kind !== 'add-metric' && kind !== 'skills-first')).toEqual([]);
  });

  it('surfaces the member of a choice the résumé proves, once', () => {
    const adds = suggestResumeChanges(
      {
        skills: [],
        jobs: [{ key: 'j', label: 'Acme', description: '• Loaded BigQuery from Kafka' }],
      },
      { skills: [finding('snowflake', 'required', ['snowflake', 'bigquery', 'redshift'])] },
    );
    expect(adds.filter((c) => c.kind === 'add-skill').map((c) => c.label)).toEqual([
      expect.stringContaining('Add BigQuery to your skills'),
    ]);
  });

  it('replaceDescriptionLine keeps the bullet and the other lines', () => {
    expect(replaceDescriptionLine('• a\n• b\n\n• c', 1, 'b, 3 times faster')).toBe(
      '• a\n• b, 3 times faster\n\n• c',
    );
  });
});

const WORDS = [
  'Built',
  'SQL',
  'Airflow',
  'dbt',
  'Snowflake',
  'BigQuery',
  'Excel',
  'reports',
  '40',
  'the',
  'Kafka',
];
const lineArb = fc
  .array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 6 })
  .map((w) => `• ${w.join(' ')}`);
const shapeArb = fc.record({
  skills: fc
    .uniqueArray(fc.constantFrom('SQL', 'Excel', 'dbt', 'Kafka', 'Tableau'), { maxLength: 4 })
    .map((names) => names.map((name) => ({ key: name, name }))),
  jobs: fc
    .array(fc.array(lineArb, { maxLength: 5 }), { maxLength: 3 })
    .map((jobs) =>
      jobs.map((lines, i) => ({ key: `j${i}`, label: `Job ${i}`, description: lines.join('\n') })),
    ),
});

describe('suggestResumeChanges on random résumés', () => {
  it('adds only proven skills, moves lines without changing them and never writes a number', () => {
    fc.assert(
      fc.property(shapeArb, (resume) => {
        for (const change of suggestResumeChanges(resume, ANALYSIS)) {
          if (change.kind === 'add-skill') {
            const proof = findSkillMentions(change.proof).map((m) => m.skillId);
            expect(proof).toContain(change.skillId);
          }
          if (change.kind === 'bullet-up') {
            const before = resume.jobs.find((j) => j.key === change.jobKey)!.description;
            const lines = (text: string) =>
              text
                .split('\n')
                .filter((l) => l.trim())
                .sort();
            expect(lines(change.description)).toEqual(lines(before));
          }
          if (change.kind === 'add-metric') expect(change.prompt).not.toMatch(/\d/);
        }
      }),
      { numRuns: 200 },
    );
  });
});
