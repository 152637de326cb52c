import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPlan, type PlanInput } from './build-plan.ts';
import { indexSkillContent } from './index-skill-content.ts';
import { PLAN_CATALOG } from './plan-catalog.ts';
import type { PlanSettings } from './plan-document-schema.ts';
import type { PlanEvidence, PlanResume, PlanSubmit } from './plan-evidence-schema.ts';
import type { Plan } from './plan-result.ts';
import { readPlanTarget, type PlanTarget } from './read-plan-target.ts';
import { ROLE_PROFILES } from './role-profiles.ts';

const content = indexSkillContent(PLAN_CATALOG);
const TODAY = '2026-11-27';
let uuid = 0;
const nextId = () => `00000000-0000-4000-8000-${String((uuid += 1)).padStart(12, '0')}`;
const meta = { version: 1, parse_meta: {} };

function resumeOf(parts: {
  role?: string;
  skills?: string[];
  jobs?: { title: string; company: string; start: string; end: string; lines: string[] }[];
}): PlanResume {
  return {
    resume_id: nextId(),
    learner_name: 'Sam Learner',
    role: parts.role ?? '',
    summary: '',
    skills: (parts.skills ?? []).map((skill_name) => ({
      id: nextId(),
      ...meta,
      skill_name,
      skill_level: null,
      skill_description: '',
    })),
    employment_history: (parts.jobs ?? []).map((job) => ({
      id: nextId(),
      ...meta,
      company_name: job.company,
      title: job.title,
      start_date: job.start,
      end_date: job.end,
      description: job.lines.map((line) => `• ${line}`).join('\n'),
      location: '',
    })),
    education_history: [],
  };
}

const noEvidence: PlanEvidence = { submits: [], lessons: [], interviews: [] };

function submit(problemId: string, day: string, passed = true, hintUsed = false): PlanSubmit {
  return { id: nextId(), problemId, at: `${day}T10:00:00.000Z`, passed, hintUsed };
}

function settingsFor(targetId: string, extra: Partial<PlanSettings> = {}): PlanSettings {
  return {
    targetKind: 'profile',
    targetId,
    hoursPerWeek: 5,
    startDate: '2026-11-23',
    targetDate: '2027-03-01',
    ...extra,
  };
}

function inputFor(
  settings: PlanSettings,
  evidence: PlanEvidence,
  resume: PlanResume | null,
  ticks: Record<string, string | null> = {},
): PlanInput {
  const target = readPlanTarget(settings, ROLE_PROFILES, []);
  if (!target) throw new Error(`No profile ${settings.targetId}`);
  return {
    today: TODAY,
    settings,
    target,
    evidence,
    resume,
    ticks,
    catalog: PLAN_CATALOG,
    content,
  };
}

const items = (plan: Plan) => plan.weeks.flatMap((week) => week.items);
const open = (plan: Plan) => items(plan).filter((item) => !item.doneAt);

/** The invariants every plan keeps (the "done when"). */
function expectSound(plan: Plan, input: PlanInput): void {
  const capacity = input.settings.hoursPerWeek * 60;
  // Weeks never hold more planned time than the hours given.
  for (const week of plan.weeks) {
    if (week.items.some((item) => !item.doneAt)) expect(week.minutes).toBeLessThanOrEqual(capacity);
  }
  // Every missing required skill has an open item that teaches or tests it.
  for (const skill of plan.skills) {
    if (skill.importance === 'required' && skill.status === 'missing') {
      expect(
        open(plan).some((item) => item.skillIds.includes(skill.skillId)),
        `${skill.skillId} has an item`,
      ).toBe(true);
    }
  }
  // No open item for a proven skill (except the résumé action that writes it down).
  for (const skill of plan.skills.filter((s) => s.status === 'proven')) {
    const forIt = open(plan).filter(
      (item) => item.skillIds.includes(skill.skillId) && item.kind !== 'resume',
    );
    expect(
      forIt.map((i) => i.id),
      `${skill.skillId} is proven`,
    ).toEqual([]);
  }
  // Missing required skills are planned before missing preferred ones.
  const order = open(plan);
  const firstPreferred = order.findIndex(
    (item) =>
      item.skillIds.every((id) =>
        plan.skills.some(
          (s) => s.skillId === id && s.importance === 'preferred' && s.status === 'missing',
        ),
      ) && item.skillIds.length > 0,
  );
  // (the first item of each; interviews that practise them may come later).
  const lastRequired = Math.max(
    -1,
    ...plan.skills
      .filter((s) => s.importance === 'required' && s.status === 'missing')
      .map((s) => order.findIndex((item) => item.skillIds.includes(s.skillId))),
  );
  if (firstPreferred >= 0 && lastRequired >= 0) expect(lastRequired).toBeLessThan(firstPreferred);
  // Every item explains itself, and ids are unique.
  for (const item of items(plan)) expect(item.reason.length).toBeGreaterThan(10);
  expect(new Set(items(plan).map((i) => i.id)).size).toBe(items(plan).length);
  // Same input, same plan.
  const { content: index, ...data } = input;
  expect(buildPlan({ ...structuredClone(data), content: index })).toEqual(plan);
}

describe('buildPlan', () => {
  it('plans a fresh junior with a thin résumé: every required skill, within the hours', () => {
    const resume = resumeOf({
      role: 'Graduate',
      skills: ['Excel'],
      jobs: [
        {
          title: 'Sales Assistant',
          company: 'Corner Shop',
          start: '2024-06',
          end: 'present',
          lines: ['Served customers and kept the shelves stocked'],
        },
      ],
    });
    const input = inputFor(
      settingsFor('data-engineer-junior', { hoursPerWeek: 3 }),
      noEvidence,
      resume,
    );
    const plan = buildPlan(input);
    expectSound(plan, input);
    expect(
      plan.skills.filter((s) => s.importance === 'required').every((s) => s.status === 'missing'),
    ).toBe(true);
    expect(plan.nextUp).toHaveLength(3);
    expect(plan.nextUp[0]!.kind).toBe('resume'); // the bullet without a number
    expect(plan.nextUp[0]!.reason).toContain('Served customers');
    expect(plan.weeks.length).toBeGreaterThan(2);
    expect(plan.pace.message).toMatch(/^(On track|Behind)/);
  });

  it('plans a senior switching tracks: résumé skills are shown, not proven, and get a problem', () => {
    const resume = resumeOf({
      role: 'Senior Software Engineer',
      skills: ['Python', 'SQL', 'Docker', 'AWS', 'Git'],
      jobs: [
        {
          title: 'Senior Software Engineer',
          company: 'Shopco',
          start: '2016-01',
          end: 'present',
          lines: ['Built Python services on AWS handling 2M requests a day', 'Wrote SQL reports'],
        },
      ],
    });
    const input = inputFor(settingsFor('machine-learning-engineer-senior'), noEvidence, resume);
    const plan = buildPlan(input);
    expectSound(plan, input);
    const python = plan.skills.find((s) => s.skillId === 'python')!;
    expect(python.status).toBe('shown');
    expect(python.evidence[0]!.kind).toBe('resume');
    expect(python.evidence[0]!.label).toContain('Shopco');
    expect(open(plan).some((i) => i.kind === 'problem' && i.skillIds.includes('python'))).toBe(
      true,
    );
  });

  it('plans a learner with many passed problems: nothing for proven skills, harder problems next', () => {
    const easySql = PLAN_CATALOG.problems.filter(
      (p) => p.language === 'sql' && p.difficulty === 'Easy',
    );
    const python = PLAN_CATALOG.problems.filter((p) => p.language === 'python').slice(0, 6);
    const evidence: PlanEvidence = {
      submits: [...easySql, ...python].map((p) => submit(p.id, '2026-11-24')),
      lessons: [{ lessonId: 'de-sql-window-functions', completedAt: '2026-11-25T09:00:00.000Z' }],
      interviews: [],
    };
    const input = inputFor(
      settingsFor('data-analyst-junior'),
      evidence,
      resumeOf({ skills: ['SQL'] }),
    );
    const plan = buildPlan(input);
    expectSound(plan, input);
    expect(plan.skills.find((s) => s.skillId === 'sql')!.status).toBe('proven');
    expect(plan.skills.find((s) => s.skillId === 'sql')!.evidence[0]!.kind).toBe('problem');
    // Done items stay in the week they were done.
    expect(plan.weeks[0]!.items.filter((i) => i.doneAt).length).toBeGreaterThan(0);
    expect(plan.weekProgress.done).toBeGreaterThan(0);
    // A SQL problem offered next is above Easy: the learner passed every Easy one cleanly.
    const sqlNext = open(plan).filter(
      (i) =>
        i.kind === 'problem' &&
        PLAN_CATALOG.problems.find((p) => `problem:${p.id}` === i.id)?.language === 'sql',
    );
    for (const item of sqlNext) {
      expect(PLAN_CATALOG.problems.find((p) => `problem:${p.id}` === item.id)!.difficulty).not.toBe(
        'Easy',
      );
    }
  });

  it('a failed Submit keeps the level and schedules a retry; passing it ticks the item', () => {
    const settings = settingsFor('data-engineer-junior');
    const first = buildPlan(inputFor(settings, noEvidence, null));
    const problem = open(first).find((i) => i.kind === 'problem')!;
    const problemId = problem.id.slice('problem:'.length);

    const failed = buildPlan(
      inputFor(settings, { ...noEvidence, submits: [submit(problemId, TODAY, false)] }, null),
    );
    const retry = open(failed).find((i) => i.id === `retry:${problemId}`);
    expect(retry?.reason).toContain('failed');
    expect(open(failed).some((i) => i.id === problem.id)).toBe(false);

    const passed = buildPlan(
      inputFor(
        settings,
        { ...noEvidence, submits: [submit(problemId, TODAY, false), submit(problemId, TODAY)] },
        null,
      ),
    );
    const ticked = items(passed).find((i) => i.id === problem.id);
    expect(ticked?.doneAt).toBe(TODAY);
    expect(open(passed).some((i) => i.id === `retry:${problemId}`)).toBe(false);
  });

  it('a hand tick marks an item done today and the plan moves on', () => {
    const settings = settingsFor('data-analyst-junior');
    const before = buildPlan(inputFor(settings, noEvidence, null));
    const lesson = open(before).find((i) => i.kind === 'lesson')!;
    const after = buildPlan(inputFor(settings, noEvidence, null, { [lesson.id]: TODAY }));
    expect(items(after).find((i) => i.id === lesson.id)?.doneAt).toBe(TODAY);
    expect(after.nextUp.map((i) => i.id)).not.toContain(lesson.id);
  });

  it('falling behind moves the remaining items and says the date no longer holds', () => {
    const settings = settingsFor('data-engineer-mid', {
      hoursPerWeek: 1,
      targetDate: '2026-12-20',
    });
    const plan = buildPlan(inputFor(settings, noEvidence, null));
    expect(plan.pace.onTrack).toBe(false);
    expect(plan.pace.message).toMatch(
      /^Behind: at 1 h a week the plan needs until \d{4}-\d\d-\d\d, \d+ weeks? after your target date 2026-12-20\. About [\d.]+ h a week/,
    );
    // Weeks before today hold only done items: nothing is planned in the past.
    const late = buildPlan({ ...inputFor(settings, noEvidence, null), today: '2027-01-15' });
    const current = late.currentWeek;
    for (const week of late.weeks.filter((w) => w.number < current)) {
      expect(week.items.filter((i) => !i.doneAt)).toEqual([]);
    }
    expect(late.pace.message).toContain('has passed');
  });

  it('a pasted job description is a target too, with its choices', () => {
    const target = readPlanTarget(
      { targetKind: 'role', targetId: '00000000-0000-4000-8000-aaaaaaaaaaaa' },
      ROLE_PROFILES,
      [
        {
          id: '00000000-0000-4000-8000-aaaaaaaaaaaa',
          title: 'Analytics Engineer',
          description:
            'Requirements:\n- Strong SQL and dbt\n- Experience with Snowflake, BigQuery or Redshift\nNice to have:\n- Airflow',
        },
      ],
    ) as PlanTarget;
    expect(target.requirements.map((r) => r.skillId)).toEqual(
      expect.arrayContaining(['sql', 'dbt', 'airflow']),
    );
    const settings: PlanSettings = { ...settingsFor('x'), targetKind: 'role', targetId: 'x' };
    const input = {
      ...inputFor(settingsFor('data-analyst-junior'), noEvidence, null),
      settings,
      target,
    };
    expectSound(buildPlan(input), input);
  });

  it('keeps its invariants for any evidence, hours and dates (property)', () => {
    const problemIds = PLAN_CATALOG.problems.map((p) => p.id);
    const lessonIds = [...content.lessonTitles.keys()];
    const day = fc
      .integer({ min: 0, max: 120 })
      .map((n) => new Date(Date.UTC(2026, 10, 1) + n * 86_400_000).toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        fc.constantFrom(...ROLE_PROFILES.map((p) => p.id)),
        fc.integer({ min: 1, max: 40 }),
        fc.array(fc.tuple(fc.constantFrom(...problemIds), day, fc.boolean(), fc.boolean()), {
          maxLength: 40,
        }),
        fc.array(fc.tuple(fc.constantFrom(...lessonIds), day), { maxLength: 10 }),
        (profileId, hours, submits, lessons) => {
          const input = inputFor(
            settingsFor(profileId, { hoursPerWeek: hours, startDate: '2026-11-01' }),
            {
              submits: submits.map(([id, d, passed, hint]) => submit(id, d, passed, hint)),
              lessons: lessons.map(([lessonId, d]) => ({
                lessonId,
                completedAt: `${d}T08:00:00.000Z`,
              })),
              interviews: [],
            },
            null,
          );
          expectSound(buildPlan(input), input);
        },
      ),
      { seed: 28, numRuns: 60 },
    );
  });
});
