import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EmploymentItem, ResumeDetails } from '../resume/resume-schema.ts';
import { analyzeRoleFit } from './analyze-role-fit.ts';
import { findUnsupportedClaims } from './find-unsupported-claims.ts';
import type { AnalysisResume } from './read-resume-evidence.ts';
import { readPostingName } from './read-posting-name.ts';
import type { RoleInput } from './role-analysis-schema.ts';

const meta = { version: 1, parse_meta: {} };
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const AS_OF = '2026-11-01';

function job(n: number, fields: Partial<EmploymentItem>): EmploymentItem {
  return {
    id: id(n),
    ...meta,
    company_name: '',
    title: '',
    start_date: '',
    end_date: '',
    description: '',
    location: '',
    ...fields,
  } as EmploymentItem;
}

function resume(overrides: Partial<AnalysisResume> = {}): AnalysisResume {
  return {
    learner_name: 'Ada Example',
    role: 'Data Engineer',
    summary: '• Data engineer who likes tidy pipelines.',
    skills: [
      { id: id(20), ...meta, skill_name: 'Python', skill_level: null, skill_description: '' },
    ],
    employment_history: [
      job(1, {
        company_name: 'Acme Freight',
        title: 'Senior Data Engineer',
        start_date: '2019-01-01',
        end_date: 'present',
        description: [
          '• Built Spark and Kafka pipelines in Python on AWS processing 2 TB a day',
          '• Orchestrated Airflow DAGs and dbt models loading BigQuery',
          '• Cut warehouse costs by 35% by rewriting SQL for the finance marts',
          '• Organised the team offsite',
        ].join('\n'),
      }),
      job(2, {
        company_name: 'Old Corp',
        title: 'Analytics Engineer',
        start_date: '2015-01-01',
        end_date: '2018-12-01',
        description: '• Migration of 40 reports from Excel to Tableau\n• Wrote SQL models in dbt',
      }),
    ],
    education_history: [],
    ...overrides,
  } satisfies Partial<ResumeDetails> as AnalysisResume;
}

const NORTHWIND: RoleInput = {
  title: 'Data Engineer (Mid-level) — Northwind Logistics',
  description: [
    'Requirements:',
    '- 3+ years building data pipelines',
    '- Python and SQL',
    '- Spark and Kafka',
    '- Airflow and dbt',
    '- AWS',
    '- Snowflake, BigQuery or Redshift',
    'Nice to have:',
    '- Terraform',
    '- Tableau',
  ].join('\n'),
};

function letterOf(r: AnalysisResume, role: RoleInput): string {
  return analyzeRoleFit(r, role, AS_OF).cover_letter;
}

/** The paragraphs between the greeting and the sign-off. */
function body(letter: string): string[] {
  return letter.split('\n\n').slice(1, -1);
}

describe('writeCoverLetter', () => {
  const letter = letterOf(resume(), NORTHWIND);

  it('writes an opening, proofs and a close as paragraphs, addressed to the posting', () => {
    expect(body(letter).length).toBeGreaterThanOrEqual(3);
    expect(letter).toMatch(/^Dear Northwind Logistics hiring team,/);
    expect(body(letter)[0]).toContain('the Data Engineer role at Northwind Logistics');
    expect(body(letter)[0]).toContain('Senior Data Engineer at Acme Freight');
    // Years from the employment dates, in words (no number the résumé lacks).
    expect(body(letter)[0]).toContain('eleven years');
    expect(letter.trim().endsWith('Ada Example')).toBe(true);
    // Not a mail merge: no "— Northwind Logistics role", no pasted bullets, no placeholders.
    expect(letter).not.toContain('(Mid-level) —');
    expect(letter).not.toMatch(/•|\n- |\[|\{|undefined|null/);
  });

  it('cites at least two résumé facts with their numbers, rephrased as sentences', () => {
    expect(letter).toContain(
      'I built Spark and Kafka pipelines in Python on AWS processing 2 TB a day',
    );
    expect(letter).toContain('cut warehouse costs by 35% by rewriting SQL');
    // A line that proves nothing asked is left out.
    expect(letter).not.toContain('offsite');
  });

  it('contains no sentence the checker flags', () => {
    expect(findUnsupportedClaims(letter, resume(), NORTHWIND)).toEqual([]);
    for (const sentence of letter.split(/(?<=[.!?])\s+|\n+/)) {
      expect(findUnsupportedClaims(sentence, resume(), NORTHWIND)).toEqual([]);
    }
    // Nothing the résumé lacks, even when the posting asks for it.
    expect(letter).not.toMatch(/Terraform|Snowflake|Redshift/);
  });

  it('is the same letter for the same inputs, and varies its wording between postings', () => {
    expect(letterOf(resume(), NORTHWIND)).toBe(letter);
    const openings = new Set(
      [
        'Data Engineer',
        'Analytics Engineer',
        'Platform Engineer',
        'Senior Data Engineer',
        'BI Engineer',
        'Data Engineer II',
      ].map((title) =>
        body(letterOf(resume(), { ...NORTHWIND, title }))[0]!
          .split(' ')
          .slice(0, 3)
          .join(' '),
      ),
    );
    expect(openings.size).toBeGreaterThan(1);
  });

  it('names the employer from a job’s own field and says "your team" when none is known', () => {
    const withCompany = letterOf(resume(), {
      ...NORTHWIND,
      title: 'Data Engineer',
      company: 'Globex',
    });
    expect(withCompany).toContain('Data Engineer role at Globex');
    const without = letterOf(resume(), { ...NORTHWIND, title: 'Data Engineer' });
    expect(without).toMatch(/^Dear Hiring Manager,/);
    expect(without).toContain('your team');
  });

  it('rephrases bullets into first-person sentences without changing their words', () => {
    const r = resume({
      employment_history: [
        job(1, {
          company_name: 'Acme Freight',
          title: 'Data Engineer',
          start_date: '2022-01',
          end_date: '2024-06',
          description: [
            '• Successfully migrated 12 Airflow DAGs to dbt',
            '• Own the Spark jobs that load 3 TB a day',
            '• Responsible for 20 Kafka topics',
          ].join('\n'),
        }),
      ],
    });
    const result = letterOf(r, {
      title: 'Data Engineer',
      description: 'Requirements:\n- Airflow and dbt\n- Spark\n- Kafka',
    });
    expect(result).toContain('I successfully migrated 12 Airflow DAGs to dbt');
    // A job that ended: the present tense of the bullet becomes the past.
    expect(result).toContain('I owned the Spark jobs that load 3 TB a day');
    expect(result).toMatch(/I was (also )?responsible for 20 Kafka topics/);
  });

  it('keeps three paragraphs and the checker clean for a résumé with no jobs', () => {
    const empty = resume({ employment_history: [], skills: [], summary: '' });
    const result = letterOf(empty, NORTHWIND);
    expect(body(result).length).toBeGreaterThanOrEqual(3);
    expect(findUnsupportedClaims(result, empty, NORTHWIND)).toEqual([]);
  });

  it('never names a skill in the title the résumé lacks outside the title itself', () => {
    const role = {
      title: 'Kubernetes Platform Engineer',
      description: 'Requirements:\n- Kubernetes\n- Go',
    };
    const result = letterOf(resume(), role);
    expect(findUnsupportedClaims(result, resume(), role)).toEqual([]);
  });
});

describe('readPostingName', () => {
  it.each([
    ['Data Engineer (Mid-level) — Northwind Logistics', '', 'Data Engineer', 'Northwind Logistics'],
    ['Senior Analytics Engineer at Contoso', '', 'Senior Analytics Engineer', 'Contoso'],
    ['Data Engineer - Remote', '', 'Data Engineer', null],
    ['Data Engineer – Mid-level – Northwind', '', 'Data Engineer', 'Northwind'],
    ['Data Engineer | Contract', '', 'Data Engineer', null],
    ['Data Engineer', 'About Initech\nWe make TPS reports.', 'Data Engineer', 'Initech'],
    ['Data Engineer', 'At Hooli, we build search.', 'Data Engineer', 'Hooli'],
    [
      'Data Engineer',
      'Umbrella Health is hiring a data engineer.',
      'Data Engineer',
      'Umbrella Health',
    ],
    ['Data Engineer', 'About the role\nWe are growing.', 'Data Engineer', null],
    ['Data Engineer', 'Our team is looking for you.', 'Data Engineer', null],
  ])('%s / %s', (title, description, position, company) => {
    expect(readPostingName({ title, description })).toEqual({ position, company });
  });
});

// Random résumés and postings: words, taxonomy skills in any case, numbers and dates.
const WORDS = [
  'built',
  'Led',
  'data',
  'pipelines',
  'team',
  'reports',
  'Migrated',
  'models',
  'Owns',
  'Responsible for',
  'the',
  'warehouse',
  'Improved',
  'latency',
  'Cut',
  'costs',
  'across',
  'Designing',
];
const SKILLS = [
  'Python',
  'SQL',
  'Spark',
  'Kafka',
  'Airflow',
  'dbt',
  'AWS',
  'Snowflake',
  'BigQuery',
  'Tableau',
  'Kubernetes',
  'Go',
  'R',
  'ML',
  'Terraform',
  'Excel',
  'Power BI',
  'machine learning',
  'data pipelines',
  'leadership',
];
const word = fc.oneof(
  fc.constantFrom(...WORDS),
  fc.constantFrom(...SKILLS),
  fc.integer({ min: 0, max: 5000 }).map(String),
  fc.integer({ min: 1, max: 99 }).map((n) => `${n}%`),
);
const line = fc.array(word, { minLength: 1, maxLength: 10 }).map((w) => w.join(' '));
const text = fc.array(line, { maxLength: 5 }).map((lines) => lines.map((l) => `• ${l}`).join('\n'));
const name = fc
  .array(
    fc.oneof(
      fc.constantFrom('Acme', 'Northwind', 'Data', 'Engineer', 'Co', 'Labs'),
      fc.constantFrom(...SKILLS),
    ),
    { maxLength: 3 },
  )
  .map((w) => w.join(' '));
const date = fc.oneof(
  fc.constant(''),
  fc.constant('present'),
  fc.integer({ min: 2000, max: 2026 }).map((y) => `${y}-01-01`),
);
const randomResume = fc
  .record({
    learner_name: fc.constantFrom('', 'Ada Example', 'Sam R. Lee'),
    role: name,
    summary: text,
    skills: fc.array(fc.constantFrom(...SKILLS), { maxLength: 4 }),
    jobs: fc.array(
      fc.record({
        company_name: name,
        title: name,
        start_date: date,
        end_date: date,
        description: text,
      }),
      { maxLength: 3 },
    ),
  })
  .map(
    (r) =>
      ({
        learner_name: r.learner_name,
        role: r.role,
        summary: r.summary,
        skills: r.skills.map((skill_name, i) => ({
          id: id(100 + i),
          ...meta,
          skill_name,
          skill_level: null,
          skill_description: '',
        })),
        employment_history: r.jobs.map((j, i) => job(i + 1, j)),
        education_history: [],
      }) as unknown as AnalysisResume,
  );
const randomRole = fc.record({
  title: fc
    .tuple(name, fc.constantFrom('', ' — Northwind', ' at Globex', ' - Remote', ' (Senior)'))
    .map(([a, b]) => `${a}${b}`),
  description: fc
    .tuple(fc.constantFrom('Requirements:', 'Nice to have:', 'About Initech', ''), text, text)
    .map((parts) => parts.join('\n')),
  company: fc.option(name, { nil: undefined }),
});

describe('writeCoverLetter on random résumés', () => {
  it('never writes an unsupported claim, a placeholder or fewer than three paragraphs', () => {
    fc.assert(
      fc.property(randomResume, randomRole, (r, role) => {
        const result = letterOf(r, role);
        expect(findUnsupportedClaims(result, r, role)).toEqual([]);
        expect(result).not.toMatch(/undefined|null|\$\{|\[\w+\]/);
        expect(body(result).length).toBeGreaterThanOrEqual(3);
      }),
      { numRuns: 300 },
    );
  });
});
