/**
 * Capstone passes come from real practice attempts synced through the sync engine (a milestone
 * is a practice problem): milestone ids are accepted as attempts, a capstone counts as passed only
 * when every milestone has a passing Submit, `passed_at` is when the last one was first passed,
 * and another user's passes never count.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listTrackCapstones } from '@/common/capstones/list-track-capstones.ts';
import { readCapstoneCatalog } from '@/common/capstones/read-capstone-catalog.ts';
import { PRACTICE_ATTEMPT_DOC_TYPE } from '@/common/practice/attempt-schema.ts';
import { syncBatchResponseSchema } from '@/common/sync/sync-schema.ts';
import { users } from '@/server/src/db/schema/users.ts';
import { readPassedCapstones } from '@/server/src/routes/capstones/read-passed-capstones.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';
import {
  bearer,
  createRegistryHarness,
  START_TIME_MS,
  type RegistryHarness,
} from './registry-harness.ts';

const at = (minutes: number) => new Date(START_TIME_MS + minutes * 60_000).toISOString();

const flights = readCapstoneCatalog().find(
  ({ capstone }) => capstone.id === 'flight-delays-warehouse',
)!.capstone;

describe.each(testDatabaseKinds())('passed capstones on %s', (kind) => {
  let h: RegistryHarness;
  let tokens: Record<string, string>;
  let seq = 0;

  beforeEach(async () => {
    h = await createRegistryHarness(kind, { env: { RATE_LIMIT_SCALE: '100' } });
    tokens = {
      ada: (await h.signIn('ada@nyra.test', 'Ada')).access_token,
      bo: (await h.signIn('bo@nyra.test', 'Bo')).access_token,
    };
  });
  afterEach(async () => h.close());

  const userId = async (email: string) => {
    const [row] = await h.t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    return row!.id;
  };

  /** One attempt on a milestone, synced as a practice-attempt document. */
  const sync = async (
    who: 'ada' | 'bo',
    problemId: string,
    options: { status: 'passed' | 'failed'; mode?: 'run' | 'submit'; minutes: number },
  ) => {
    const language = flights.milestones.find((m) => m.id === problemId)?.language ?? 'sql';
    seq += 1;
    const response = await h.post(
      '/api/sync/mutations/',
      {
        mutations: [
          {
            id: randomUUID(),
            client_id: `device-${who}`,
            seq,
            doc_type: PRACTICE_ATTEMPT_DOC_TYPE,
            doc_id: randomUUID(),
            op: 'create',
            payload: {
              problem_id: problemId,
              language,
              mode: options.mode ?? 'submit',
              code: 'SELECT 1;',
              status: options.status,
              passed: options.status === 'passed' ? 8 : 3,
              total: 8,
              duration_ms: 40,
              created_at: at(options.minutes),
              hint_used: false,
            },
            base_version: 0,
          },
        ],
      },
      { headers: bearer(tokens[who]!) },
    );
    expect(response.status).toBe(200);
    return syncBatchResponseSchema.parse(await response.json()).results[0];
  };

  it('lists the track capstones from the content', () => {
    expect(listTrackCapstones('data-engineering').map((c) => c.id)).toEqual([
      'flight-delays-warehouse',
      'seattle-weather-pipeline',
      'movies-box-office-mart',
    ]);
    expect(listTrackCapstones('ai-engineering')).toHaveLength(3);
    expect(listTrackCapstones('no-such-track')).toEqual([]);
  });

  it('passes a capstone once every milestone has a passing Submit', async () => {
    const [first, ...rest] = flights.milestones;
    const last = rest.pop()!;
    const ada = await userId('ada@nyra.test');
    expect(await readPassedCapstones(h.t.database.db, ada)).toEqual([]);

    expect(await sync('ada', first!.id, { status: 'failed', minutes: -50 })).toMatchObject({
      status: 'applied',
    });
    expect(await sync('ada', first!.id, { status: 'passed', minutes: -40 })).toMatchObject({
      status: 'applied',
    });
    // A later pass of the same milestone does not move its pass time.
    await sync('ada', first!.id, { status: 'passed', minutes: -5 });
    for (const milestone of rest) {
      await sync('ada', milestone.id, { status: 'passed', minutes: -35 });
    }
    // A passing Run is not a pass: only Submit (Check) runs the hidden tests.
    await sync('ada', last.id, { status: 'passed', mode: 'run', minutes: -30 });
    expect(await readPassedCapstones(h.t.database.db, ada)).toEqual([]);

    await sync('ada', last.id, { status: 'passed', minutes: -20 });
    expect(await readPassedCapstones(h.t.database.db, ada)).toEqual([
      {
        capstone_id: 'flight-delays-warehouse',
        track: 'data-engineering',
        title: flights.title,
        passed_at: at(-20),
      },
    ]);
    // Ada's passes are hers alone.
    expect(await readPassedCapstones(h.t.database.db, await userId('bo@nyra.test'))).toEqual([]);
  });

  it('refuses an attempt on a milestone id that does not exist', async () => {
    const result = await sync('bo', 'flight-delays-no-such-milestone', {
      status: 'passed',
      minutes: -1,
    });
    expect(result).toMatchObject({ status: 'rejected' });
  });
});
