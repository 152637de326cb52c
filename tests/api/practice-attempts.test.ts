/**
 * Practice sync: attempts are stored per user and idempotently; progress (attempts,
 * solved, latest code) comes back only to its owner; another user's attempt id is a 409; bad
 * problems and oversized code are refused with the offending field named.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  practiceProgressResponseSchema,
  syncAttemptsResponseSchema,
  type Attempt,
} from '@/common/practice/attempt-schema.ts';
import { ATTEMPT_BATCH_MAX, ATTEMPT_CODE_MAX_CHARS } from '@/common/practice/practice-limits.ts';
import { practiceAttempts } from '@/server/src/db/schema/practice.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';
import {
  bearer,
  createRegistryHarness,
  START_TIME_MS,
  type RegistryHarness,
} from './registry-harness.ts';

const at = (minutes: number) => new Date(START_TIME_MS + minutes * 60_000).toISOString();

function attempt(overrides: Partial<Attempt> = {}): Attempt {
  return {
    id: randomUUID(),
    problem_id: 'two-sum',
    language: 'python',
    mode: 'run',
    code: 'def two_sum(nums, target):\n    pass\n',
    status: 'failed',
    passed: 0,
    total: 2,
    duration_ms: 12.5,
    created_at: at(-10),
    hint_used: false,
    ...overrides,
  };
}

describe.each(testDatabaseKinds())('practice attempts on %s', (kind) => {
  let h: RegistryHarness;
  let ada: string;
  let bo: string;

  beforeEach(async () => {
    h = await createRegistryHarness(kind, { env: { RATE_LIMIT_SCALE: '100' } });
    ada = (await h.signIn('ada@nyra.test', 'Ada')).access_token;
    bo = (await h.signIn('bo@nyra.test', 'Bo')).access_token;
  });
  afterEach(async () => h.close());

  const upload = (token: string, attempts: unknown[]) =>
    h.post('/api/practice/attempts/', { attempts }, { headers: bearer(token) });
  const progress = async (token: string) => {
    const response = await h.get('/api/practice/progress/', { headers: bearer(token) });
    expect(response.status).toBe(200);
    return practiceProgressResponseSchema.parse(await response.json()).problems;
  };

  it('stores attempts and reports progress per problem to their owner only', async () => {
    const first = attempt({ created_at: at(-30) });
    const solved = attempt({
      mode: 'submit',
      status: 'passed',
      passed: 8,
      total: 8,
      code: 'def two_sum(nums, target):\n    return [0, 1]\n',
      created_at: at(-20),
    });
    const sql = attempt({
      problem_id: 'running-total',
      language: 'sql',
      code: 'SELECT 1',
      created_at: at(-5),
    });
    const response = await upload(ada, [first, solved, sql]);
    expect(response.status).toBe(200);
    expect(syncAttemptsResponseSchema.parse(await response.json()).accepted).toEqual([
      first.id,
      solved.id,
      sql.id,
    ]);

    expect(await progress(ada)).toEqual([
      {
        problem_id: 'running-total',
        attempts: 1,
        solved: false,
        last_attempt_at: at(-5),
        last_code: 'SELECT 1',
        review: null,
      },
      {
        problem_id: 'two-sum',
        attempts: 2,
        solved: true,
        last_attempt_at: at(-20),
        last_code: solved.code,
        review: null,
      },
    ]);
    expect(await progress(bo)).toEqual([]);
  });

  it('is idempotent: the same attempt uploaded twice counts once', async () => {
    const once = attempt();
    expect((await upload(ada, [once])).status).toBe(200);
    const again = await upload(ada, [once]);
    expect(again.status).toBe(200);
    expect(syncAttemptsResponseSchema.parse(await again.json()).accepted).toEqual([once.id]);
    expect((await progress(ada))[0]?.attempts).toBe(1);
  });

  it('refuses with 409 an id that belongs to another user, storing nothing of the batch', async () => {
    const adas = attempt();
    await upload(ada, [adas]);
    const fresh = attempt();
    const response = await upload(bo, [fresh, adas]);
    expect(response.status).toBe(409);
    const body = (await response.json()) as { code: string; fields: Record<string, string> };
    expect(body.code).toBe('attempt_conflict');
    expect(Object.keys(body.fields)).toEqual([adas.id]);
    expect(await progress(bo)).toEqual([]);
    expect((await progress(ada))[0]?.attempts).toBe(1);
  });

  it('counts a failed Submit as attempted but not solved, and a passed Run as not solved', async () => {
    await upload(ada, [
      attempt({ mode: 'submit', status: 'failed', passed: 3, total: 8 }),
      attempt({ mode: 'run', status: 'passed', passed: 2, total: 2 }),
    ]);
    expect((await progress(ada))[0]).toMatchObject({ attempts: 2, solved: false });
  });

  it('clamps attempts dated in the future to the server clock', async () => {
    await upload(ada, [attempt({ created_at: at(600) })]);
    expect((await progress(ada))[0]?.last_attempt_at).toBe(at(0));
  });

  it('names unknown problems, wrong languages and oversized code', async () => {
    const response = await upload(ada, [
      attempt(),
      attempt({ problem_id: 'no-such-problem' }),
      attempt({ problem_id: 'running-total', language: 'python' }),
    ]);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fields: Record<string, string> };
    expect(Object.keys(body.fields).sort()).toEqual([
      'attempts.1.problem_id',
      'attempts.2.language',
    ]);
    expect(await progress(ada)).toEqual([]);

    const big = await upload(ada, [attempt({ code: 'x'.repeat(ATTEMPT_CODE_MAX_CHARS + 1) })]);
    expect(big.status).toBe(400);
    expect(Object.keys(((await big.json()) as { fields: Record<string, string> }).fields)).toEqual([
      'attempts.0.code',
    ]);
  });

  it('records which SQL dialect a SQL attempt ran in, and refuses an unknown one', async () => {
    const sql = {
      problem_id: 'select-engineering-employees',
      language: 'sql' as const,
      code: 'SELECT 1',
    };
    const postgres = attempt({ ...sql, sql_dialect: 'postgres' });
    const duckdb = attempt({ ...sql, sql_dialect: 'duckdb' });
    const older = attempt(sql);
    expect((await upload(ada, [postgres, duckdb, older])).status).toBe(200);
    const rows = await h.t.database.db
      .select({ id: practiceAttempts.id, sqlDialect: practiceAttempts.sqlDialect })
      .from(practiceAttempts);
    expect(new Map(rows.map((row) => [row.id, row.sqlDialect]))).toEqual(
      new Map([
        [postgres.id, 'postgres'],
        [duckdb.id, 'duckdb'],
        [older.id, null],
      ]),
    );
    const unknown = await upload(ada, [{ ...attempt(sql), sql_dialect: 'mysql' }]);
    expect(unknown.status).toBe(400);
    expect(
      Object.keys(((await unknown.json()) as { fields: Record<string, string> }).fields),
    ).toEqual(['attempts.0.sql_dialect']);
  });

  it('validates the batch and requires a signed-in user', async () => {
    expect((await upload(ada, [])).status).toBe(400);
    const tooMany = Array.from({ length: ATTEMPT_BATCH_MAX + 1 }, () => attempt());
    expect((await upload(ada, tooMany)).status).toBe(400);
    expect((await upload(ada, [{ ...attempt(), id: 'not-a-uuid' }])).status).toBe(400);
    expect((await h.post('/api/practice/attempts/', { attempts: [attempt()] })).status).toBe(401);
    expect((await h.get('/api/practice/progress/')).status).toBe(401);
  });
});
