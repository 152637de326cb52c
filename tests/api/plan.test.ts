/**
 * The learner's plan on the server (issue 28): the plan document through the sync engine's
 * endpoint (`set` compare-and-set, `tick` commuting, refusals, replays) and `GET /api/plan/`, the
 * snapshot a new device computes the same plan from: the document, Submits, completed lessons,
 * rated interviews with their score, the latest ready résumé and the pasted roles, each user's
 * own only.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findInterviewTopic } from '@/common/interviews/interview-bank.ts';
import { type SessionFields } from '@/common/interviews/interview-session-schema.ts';
import { scoreInterview } from '@/common/interviews/score-interview.ts';
import { PLAN_DOC_ID, PLAN_DOC_TYPE, PLAN_TICKS_MAX } from '@/common/plan/plan-document-schema.ts';
import { planSnapshotSchema } from '@/common/plan/plan-evidence-schema.ts';
import {
  syncBatchResponseSchema,
  type SyncMutation,
  type SyncResult,
} from '@/common/sync/sync-schema.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';
import { createCoursesHarness, getJson, postJson, type CoursesHarness } from './courses-support.ts';
import { START_TIME_MS } from './registry-harness.ts';

const at = (minutes: number) => new Date(START_TIME_MS + minutes * 60_000).toISOString();

const SETTINGS = {
  targetKind: 'profile',
  targetId: 'data-engineer',
  hoursPerWeek: 6,
  startDate: '2026-11-23',
  targetDate: '2027-03-01',
} as const;

describe.each(testDatabaseKinds())('the plan on %s', (kind) => {
  let l: CoursesHarness;
  let users = 0;
  let seq = 0;

  beforeAll(async () => {
    l = await createCoursesHarness(kind);
    // Lesson progress refers to lessons, which exist once the curriculum is seeded.
    expect((await getJson(l.h, '/api/courses/', l.learnerToken)).status).toBe(200);
  });
  afterAll(async () => l.h.close());

  /** A fresh learner per test: the plan is one document per user. */
  async function newUser(): Promise<string> {
    users += 1;
    return (await l.h.signIn(`plan-${users}@nyra.test`, 'Pat')).access_token;
  }

  async function sendBatch(token: string, mutations: SyncMutation[]): Promise<SyncResult[]> {
    const response = await postJson(l.h, '/api/sync/mutations/', { mutations }, token);
    expect(response.status).toBe(200);
    return syncBatchResponseSchema.parse(await response.json()).results;
  }

  function mutation(
    docType: string,
    docId: string,
    op: string,
    payload: Record<string, unknown>,
    baseVersion: number,
  ): SyncMutation {
    return {
      id: randomUUID(),
      client_id: 'plan-test-device',
      seq: seq++,
      doc_type: docType,
      doc_id: docId,
      op,
      payload,
      base_version: baseVersion,
    };
  }

  const plan = (op: 'set' | 'tick', payload: Record<string, unknown>, baseVersion: number) =>
    mutation(PLAN_DOC_TYPE, PLAN_DOC_ID, op, payload, baseVersion);

  async function send(token: string, one: SyncMutation): Promise<SyncResult> {
    const [result] = await sendBatch(token, [one]);
    return result!;
  }

  async function snapshot(token: string) {
    const response = await getJson(l.h, '/api/plan/', token);
    expect(response.status).toBe(200);
    return planSnapshotSchema.parse(await response.json());
  }

  it('refuses the snapshot without a token', async () => {
    expect((await l.h.get('/api/plan/')).status).toBe(401);
  });

  it("answers an empty snapshot for a new learner, with every lesson's reading time", async () => {
    const token = await newUser();
    const empty = await snapshot(token);
    expect(Object.keys(empty.lessonMinutes).length).toBeGreaterThan(20);
    expect(empty.lessonMinutes['de-sql-window-functions']).toBeGreaterThanOrEqual(1);
    expect(empty).toEqual({
      document: null,
      evidence: { submits: [], lessons: [], interviews: [] },
      resume: null,
      roles: [],
      lessonMinutes: expect.any(Object),
    });
  });

  it('creates the plan with `set`, answers a stale base with the current copy', async () => {
    const token = await newUser();
    expect(await send(token, plan('set', SETTINGS, 0))).toMatchObject({
      status: 'applied',
      version: 1,
      replayed: false,
    });
    expect((await snapshot(token)).document).toEqual({ version: 1, fields: SETTINGS });

    expect(await send(token, plan('set', { hoursPerWeek: 8 }, 1))).toMatchObject({
      status: 'applied',
      version: 2,
    });
    // Another device, still at version 1 (or believing there is no plan yet).
    for (const base of [1, 0]) {
      const stale = await send(token, plan('set', { hoursPerWeek: 10 }, base));
      expect(stale).toMatchObject({
        status: 'conflict',
        http_status: 409,
        current: { version: 2, fields: { ...SETTINGS, hoursPerWeek: 8 } },
      });
    }
    expect((await snapshot(token)).document).toEqual({
      version: 2,
      fields: { ...SETTINGS, hoursPerWeek: 8 },
    });
  });

  it('ticks and unticks items whatever the base version, creating the plan if needed', async () => {
    const token = await newUser();
    expect(
      await send(token, plan('tick', { itemId: 'resume:skill:sql', at: '2026-11-22' }, 0)),
    ).toMatchObject({ status: 'applied', version: 1 });
    expect(await send(token, plan('set', SETTINGS, 1))).toMatchObject({ version: 2 });
    // Made against version 0 and 1: ticks commute, so neither conflicts.
    expect(
      await send(token, plan('tick', { itemId: 'interview:sql', at: '2026-11-22' }, 0)),
    ).toMatchObject({ status: 'applied', version: 3 });
    expect(
      await send(token, plan('tick', { itemId: 'resume:skill:sql', at: null }, 1)),
    ).toMatchObject({ status: 'applied', version: 4 });
    expect((await snapshot(token)).document).toEqual({
      version: 4,
      fields: { ...SETTINGS, 'tick.resume:skill:sql': null, 'tick.interview:sql': '2026-11-22' },
    });
  });

  it('refuses another document id, bad payloads and a target date before the start', async () => {
    const token = await newUser();
    for (const refused of [
      mutation(PLAN_DOC_TYPE, 'other', 'set', { hoursPerWeek: 5 }, 0),
      mutation(PLAN_DOC_TYPE, 'other', 'tick', { itemId: 'lesson:x', at: null }, 0),
    ]) {
      expect(await send(token, refused)).toMatchObject({ status: 'rejected', http_status: 400 });
    }
    for (const payload of [{}, { hoursPerWeek: 0 }, { colour: 'red' }, { startDate: '23/11' }]) {
      expect(await send(token, plan('set', payload, 0))).toMatchObject({
        status: 'rejected',
        http_status: 400,
      });
    }
    expect(await send(token, plan('tick', { itemId: 'no kind', at: null }, 0))).toMatchObject({
      status: 'rejected',
      http_status: 400,
    });

    const backwards = await send(
      token,
      plan('set', { ...SETTINGS, targetDate: '2026-11-01', startDate: '2026-11-23' }, 0),
    );
    expect(backwards).toMatchObject({
      status: 'rejected',
      http_status: 422,
      message: 'The target date must be on or after the start date.',
    });
    expect((await snapshot(token)).document).toBeNull();

    // After the merge: the stored start date against a new target date.
    expect(await send(token, plan('set', SETTINGS, 0))).toMatchObject({ version: 1 });
    expect(await send(token, plan('set', { targetDate: '2026-11-22' }, 1))).toMatchObject({
      status: 'rejected',
      http_status: 422,
    });
    expect(await send(token, plan('set', { targetDate: SETTINGS.startDate }, 1))).toMatchObject({
      status: 'applied',
      version: 2,
    });
  });

  it('answers a replayed mutation with its stored version and changes nothing', async () => {
    const token = await newUser();
    const create = plan('set', SETTINGS, 0);
    const tick = plan('tick', { itemId: 'lesson:de-sql-joins-and-grain', at: '2026-11-22' }, 1);
    expect(await sendBatch(token, [create, tick])).toMatchObject([
      { status: 'applied', version: 1, replayed: false },
      { status: 'applied', version: 2, replayed: false },
    ]);
    expect(await sendBatch(token, [create, tick])).toMatchObject([
      { status: 'applied', version: 1, replayed: true },
      { status: 'applied', version: 2, replayed: true },
    ]);
    expect((await snapshot(token)).document?.version).toBe(2);
  });

  it(`keeps at most ${PLAN_TICKS_MAX} ticked items`, async () => {
    const token = await newUser();
    for (let start = 0; start < PLAN_TICKS_MAX; start += 100) {
      const batch = Array.from({ length: 100 }, (_, i) =>
        plan('tick', { itemId: `lesson:item-${start + i}`, at: '2026-11-22' }, 0),
      );
      const results = await sendBatch(token, batch);
      expect(results.every((result) => result.status === 'applied')).toBe(true);
    }
    expect(
      await send(token, plan('tick', { itemId: 'lesson:one-too-many', at: '2026-11-22' }, 0)),
    ).toMatchObject({ status: 'rejected', http_status: 422 });
    // An item already there can still change (untick).
    expect(await send(token, plan('tick', { itemId: 'lesson:item-7', at: null }, 0))).toMatchObject(
      { status: 'applied', version: PLAN_TICKS_MAX + 1 },
    );
    // Settings never count against the limit.
    expect(await send(token, plan('set', SETTINGS, PLAN_TICKS_MAX + 1))).toMatchObject({
      status: 'applied',
    });
  });

  it("shows the learner's evidence, résumé and roles, and none of it to anyone else", async () => {
    const token = await newUser();
    const other = await newUser();

    // Practice: a passed Submit (hint used), a failed one, a partial pass and a Run.
    const attempt = (overrides: Record<string, unknown>) => ({
      problem_id: 'two-sum',
      language: 'python',
      mode: 'submit',
      code: 'def two_sum(nums, target):\n    pass\n',
      status: 'passed',
      passed: 4,
      total: 4,
      duration_ms: 20,
      created_at: at(-30),
      hint_used: false,
      ...overrides,
    });
    const attempts = [
      { id: randomUUID(), body: attempt({ created_at: at(-30), hint_used: true }) },
      { id: randomUUID(), body: attempt({ created_at: at(-20), status: 'failed', passed: 1 }) },
      { id: randomUUID(), body: attempt({ created_at: at(-10), mode: 'run', passed: 2 }) },
      { id: randomUUID(), body: attempt({ created_at: at(-5), passed: 3 }) },
    ];
    const lessonId = 'de-sql-joins-and-grain';
    const sessionId = randomUUID();
    const session = {
      topicId: 'sql',
      durationMinutes: 45,
      startedAt: at(-60),
      endedAt: null,
      status: 'live',
      questionIds: ['sql-where-vs-having'],
      elapsedMs: 0,
      ratings: {},
    };
    const rating = {
      status: 'rated',
      endedAt: at(-40),
      elapsedMs: 600_000,
      'note.sql-where-vs-having':
        'WHERE filters rows before grouping while HAVING filters the groups after aggregation, ' +
        'so a query counting orders in 2024 per customer uses WHERE for the year and HAVING ' +
        'for customers with more than three orders; filtering early is also cheaper.',
      'answer.sql-where-vs-having': { timeMs: 300_000, skipped: false, run: null },
      ratings: {
        'sql-where-vs-having': {
          'sql-correctness': 3,
          'sql-communication': 2,
          'sql-performance': 2,
        },
      },
    };
    const results = await sendBatch(token, [
      ...attempts.map(({ id, body }) => mutation('practice-attempt', id, 'create', body, 0)),
      mutation('lesson-progress', lessonId, 'set-completion', { completedAt: at(-15) }, 0),
      mutation('interview-session', sessionId, 'save', session, 0),
      mutation('interview-session', sessionId, 'save', rating, 1),
      plan('set', SETTINGS, 0),
    ]);
    expect(results.map((result) => result.status)).toEqual(Array(8).fill('applied'));

    // A live interview is no evidence yet.
    const live = await sendBatch(token, [
      mutation('interview-session', randomUUID(), 'save', session, 0),
    ]);
    expect(live[0]?.status).toBe('applied');

    const imported = await postJson(
      l.h,
      '/api/resume/import/',
      {
        file_name: 'plan.json',
        resume: {
          basics: { name: 'Pat Planner', label: 'Data analyst', summary: 'Moves data.' },
          work: [{ name: 'Acme', position: 'Analyst', startDate: '2021-01' }],
          education: [{ institution: 'UiO', area: 'Statistics', studyType: 'BSc' }],
          skills: [{ name: 'SQL' }, { name: 'Python' }],
        },
      },
      token,
    );
    expect(imported.status).toBe(201);
    const resumeId = ((await imported.json()) as { resume_id: string }).resume_id;
    const roleIds: string[] = [];
    for (const title of ['Data engineer', 'Analytics engineer']) {
      l.h.advance(1);
      const role = await postJson(
        l.h,
        '/api/resume/roles/create/',
        { resume_id: resumeId, title, description: `${title}: SQL, Python and pipelines.` },
        token,
      );
      expect(role.status).toBe(201);
      roleIds.push(((await role.json()) as { data: { id: string } }).data.id);
    }

    const mine = await snapshot(token);
    expect(mine.document).toEqual({ version: 1, fields: SETTINGS });
    expect(mine.evidence.submits).toEqual([
      {
        id: attempts[3]!.id,
        problemId: 'two-sum',
        at: at(-5),
        passed: false,
        hintUsed: false,
      },
      { id: attempts[1]!.id, problemId: 'two-sum', at: at(-20), passed: false, hintUsed: false },
      { id: attempts[0]!.id, problemId: 'two-sum', at: at(-30), passed: true, hintUsed: true },
    ]);
    expect(mine.evidence.lessons).toEqual([{ lessonId, completedAt: at(-15) }]);
    const expected = scoreInterview(
      { ...session, ...rating } as unknown as SessionFields,
      findInterviewTopic('sql')!,
    ).score;
    expect(expected).toBeGreaterThan(0);
    expect(mine.evidence.interviews).toEqual([
      { sessionId, topicId: 'sql', endedAt: at(-40), percent: expected },
    ]);
    expect(mine.resume).toMatchObject({
      resume_id: resumeId,
      learner_name: 'Pat Planner',
      role: 'Data analyst',
      // The import writes the summary as the editor does (one bullet per line).
      summary: expect.stringContaining('Moves data.') as unknown,
    });
    expect(mine.resume?.skills.map((skill) => skill.skill_name)).toEqual(['SQL', 'Python']);
    expect(mine.resume?.employment_history.map((job) => job.company_name)).toEqual(['Acme']);
    expect(mine.resume?.education_history.map((school) => school.school_name)).toEqual(['UiO']);
    expect(mine.roles.map((role) => role.id)).toEqual([roleIds[1], roleIds[0]]);
    expect(mine.roles[0]).toEqual({
      id: roleIds[1],
      title: 'Analytics engineer',
      description: 'Analytics engineer: SQL, Python and pipelines.',
    });

    expect(await snapshot(other)).toEqual({
      document: null,
      evidence: { submits: [], lessons: [], interviews: [] },
      resume: null,
      roles: [],
      lessonMinutes: expect.any(Object),
    });
    // The other learner's own plan is a different document, never this one.
    expect(await send(other, plan('set', { hoursPerWeek: 3 }, 1))).toMatchObject({
      status: 'conflict',
      current: { version: 0, fields: {} },
    });
    expect((await snapshot(token)).document).toEqual({ version: 1, fields: SETTINGS });
  });
});
