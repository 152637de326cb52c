/**
 * The retry queue on the server: progress carries each problem's review state, folded
 * from the user's own Submits with the shared schedule (fail → due after 1 day; a pass after a
 * hint → the same; Runs never count), so a new device sees the queue. Only the owner sees it.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { practiceProgressResponseSchema, type Attempt } from '@/common/practice/attempt-schema.ts';
import { DAY_MS } from '@/common/practice/review-schedule.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';
import {
  bearer,
  createRegistryHarness,
  START_TIME_MS,
  type RegistryHarness,
} from './registry-harness.ts';

const at = (minutes: number) => new Date(START_TIME_MS + minutes * 60_000).toISOString();

function submit(problemId: string, minutes: number, overrides: Partial<Attempt> = {}) {
  return {
    id: randomUUID(),
    problem_id: problemId,
    language: 'python',
    mode: 'submit',
    code: 'def f():\n    pass\n',
    status: 'failed',
    passed: 3,
    total: 10,
    duration_ms: 40,
    created_at: at(minutes),
    ...overrides,
  };
}

describe.each(testDatabaseKinds())('practice reviews on %s', (kind) => {
  let h: RegistryHarness;
  let ada: string;
  let bo: string;

  beforeEach(async () => {
    h = await createRegistryHarness(kind, { env: { RATE_LIMIT_SCALE: '100' } });
    ada = (await h.signIn('ada@nyra.test', 'Ada')).access_token;
    bo = (await h.signIn('bo@nyra.test', 'Bo')).access_token;
  });
  afterEach(async () => h.close());

  const upload = async (token: string, attempts: unknown[]) => {
    const response = await h.post(
      '/api/practice/attempts/',
      { attempts },
      { headers: bearer(token) },
    );
    expect(response.status).toBe(200);
  };
  const reviews = async (token: string) => {
    const response = await h.get('/api/practice/progress/', { headers: bearer(token) });
    expect(response.status).toBe(200);
    const { problems } = practiceProgressResponseSchema.parse(await response.json());
    return Object.fromEntries(problems.map((problem) => [problem.problem_id, problem.review]));
  };

  it('queues failed Submits and passes after a hint, for their owner only', async () => {
    await upload(ada, [
      submit('two-sum', -30),
      submit('two-sum', -20, { status: 'passed', passed: 10 }),
      submit('chunk-list', -10, { status: 'passed', passed: 10, hint_used: true }),
      submit('fill-forward', -5, { status: 'passed', passed: 10 }),
      submit('flag-outliers', -4, { mode: 'run' }),
    ]);
    const mine = await reviews(ada);
    // The fix 10 minutes later is not a review: still due a day after the failure.
    expect(mine['two-sum']).toEqual({
      step: 0,
      due_at: new Date(Date.parse(at(-30)) + DAY_MS).toISOString(),
      last_submit_at: at(-20),
    });
    expect(mine['chunk-list']?.due_at).toBe(new Date(Date.parse(at(-10)) + DAY_MS).toISOString());
    expect(mine['fill-forward']).toBeNull();
    expect(mine['flag-outliers']).toBeNull();
    expect(await reviews(bo)).toEqual({});
  });

  it('treats attempts from older clients (no hint flag) as made without a hint', async () => {
    const { hint_used: _omitted, ...legacy } = submit('two-sum', -3, { status: 'passed' });
    await upload(ada, [legacy]);
    expect((await reviews(ada))['two-sum']).toBeNull();
  });
});
