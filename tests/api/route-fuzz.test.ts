/**
 * Every API route of `createApp()` is fuzzed with hostile requests built from its entry
 * in tests/support/route-table.ts (FUZZ_RUNS cases per route, 60 by default, seeded by
 * FUZZ_SEED). Each answer must be below 500, JSON with a readable `message` when it is an error,
 * and a refused request must leave every table exactly as it was. A route without a table entry
 * (or an entry without a route) fails the first test.
 */
import { readdir } from 'node:fs/promises';
import * as fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveUploadPaths } from '@/server/src/uploads/upload-paths.ts';
import {
  changedTables,
  readNextTransactionId,
  snapshotDatabase,
} from '../support/database-snapshot.ts';
import { fuzzRequests, type FuzzRequest } from '../support/fuzz-requests.ts';
import {
  compareRouteTable,
  listApiRoutes,
  OWNED_OBJECT_MAKERS,
  ROUTE_TABLE,
  type OwnedKind,
  type RouteEntry,
} from '../support/route-table.ts';
import { createCoursesHarness, type CoursesHarness } from './courses-support.ts';
import { bearer } from './registry-harness.ts';

/**
 * Cases per route in `npm test`: 60, a seeded (so repeatable) sample of every route's hostile
 * requests that fits CI's time budget (200 cost ≈ 2 minutes of CI). The deep run, 1,000 cases per
 * route with the same seed, is `npm run bench` (scripts/bench/bench-fuzz.mjs), which fails when
 * any case fails.
 */
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 16);
/** Generous: a case is a few milliseconds, but CI machines are shared. */
const ROUTE_TIMEOUT_MS = 300_000;

describe('route fuzz on pglite', () => {
  let l: CoursesHarness;
  /**
   * Ids of objects owned by another user (the learner), one per owned KIND (not per parameter
   * name: `:id` is a resume in one route and an interview in another).
   */
  const ownedSamples: Partial<Record<OwnedKind, string>> = {};

  beforeAll(async () => {
    l = await createCoursesHarness('pglite');
    const asLearner = (path: string, init: RequestInit = {}) =>
      l.h.t.app.request(path, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), ...bearer(l.learnerToken) },
      });
    for (const entry of Object.values(ROUTE_TABLE)) {
      for (const spec of Object.values(entry.params ?? {})) {
        if ('owned' in spec && !ownedSamples[spec.owned]) {
          ownedSamples[spec.owned] = await OWNED_OBJECT_MAKERS[spec.owned](asLearner);
        }
      }
    }
  });

  afterAll(async () => {
    await l.h.close();
  });

  it('has exactly one route-table entry per API route of the app', () => {
    const routes = listApiRoutes(l.h.t.app);
    expect(routes.length).toBeGreaterThan(10);
    const { missing, stale } = compareRouteTable(routes);
    expect(missing, 'routes without an entry in tests/support/route-table.ts').toEqual([]);
    expect(stale, 'entries in tests/support/route-table.ts naming no route').toEqual([]);
  });

  async function send(request: FuzzRequest): Promise<Response> {
    const headers: Record<string, string> = { ...(request.init.headers as Record<string, string>) };
    if (request.auth === 'caller') Object.assign(headers, bearer(l.adminToken));
    if (request.auth === 'garbage') headers.authorization = 'Bearer \u00e9.\u0000';
    return l.h.t.app.request(
      request.path,
      { ...request.init, headers },
      { incoming: { socket: { remoteAddress: '198.51.100.16' } } },
    );
  }

  it.each(Object.entries(ROUTE_TABLE) as [string, RouteEntry][])(
    '%s survives hostile requests',
    async (key, entry) => {
      const [method = '', routePath = ''] = key.split(' ');
      const db = l.h.t.database.db;
      let snapshot = await snapshotDatabase(db);
      let nextTransactionId = await readNextTransactionId(db);
      await fc.assert(
        fc.asyncProperty(fuzzRequests(method, routePath, entry, ownedSamples), async (request) => {
          let response: Response;
          try {
            response = await send(request);
          } catch (error) {
            // A request the client cannot even build (e.g. a body on a method without one).
            if (error instanceof TypeError) return;
            throw error;
          }
          const text = await response.text();
          // Hashing every table is most of a case's cost: skipped when nothing was written.
          const next = await readNextTransactionId(db);
          const after = next === nextTransactionId ? snapshot : await snapshotDatabase(db);
          nextTransactionId = next;
          const context = `${request.label} -> ${response.status} ${text.slice(0, 300)}`;
          expect(response.status, context).toBeLessThan(500);
          if (response.status >= 400) {
            expect(response.headers.get('content-type') ?? '', context).toMatch(
              /^application\/json/,
            );
            const body = JSON.parse(text) as { message?: unknown };
            expect(typeof body.message, context).toBe('string');
            expect(String(body.message).length, context).toBeGreaterThan(3);
            const allowed = new Set(entry.refusalMayWrite?.tables ?? []);
            const changed = changedTables(snapshot, after).filter((name) => !allowed.has(name));
            expect(changed, context).toEqual([]);
          }
          snapshot = after;
        }),
        { numRuns: FUZZ_RUNS, seed: FUZZ_SEED, endOnFailure: true },
      );
    },
    ROUTE_TIMEOUT_MS,
  );

  it('refuses a NUL character in a path or query with 400 (found by the fuzz: it was a 500)', async () => {
    for (const path of [
      '/api/courses/lessons/%00/',
      '/api/courses/data-engineering%00/modules/',
      '/api/resume/?q=%00',
    ]) {
      const response = await send({
        label: path,
        path,
        init: { method: path.includes('modules') ? 'POST' : 'GET' },
        auth: 'caller',
      });
      expect(response.status, path).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'bad_address' });
    }
  });

  it('rejects a sync mutation whose op names an Object prototype member (found by the fuzz: it was a 500)', async () => {
    for (const op of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      const response = await send({
        label: op,
        path: '/api/sync/mutations/',
        init: {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            mutations: [
              {
                id: '00000000-0000-4000-8000-00000000000a',
                client_id: 'fuzz-device',
                seq: 0,
                doc_type: 'lesson-progress',
                doc_id: 'fuzz-lesson',
                op,
                payload: {},
                base_version: 0,
              },
            ],
          }),
        },
        auth: 'caller',
      });
      expect(response.status, op).toBe(200);
      const body = (await response.json()) as { results: { status: string }[] };
      expect(body.results[0]?.status, op).toBe('rejected');
    }
  });

  it('refuses a JSON Resume import nested thousands deep with 400 (found by the fuzz: it was a 500)', async () => {
    const before = await snapshotDatabase(l.h.t.database.db);
    for (const nested of [
      '{"a":'.repeat(4_569) + '1' + '}'.repeat(4_569),
      `{"x":${'['.repeat(40)}${']'.repeat(40)}}`,
    ]) {
      const response = await send({
        label: 'deep import',
        path: '/api/resume/import/',
        init: {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: `{"file_name":"deep.json","resume":{"basics":{"profiles":[${nested}]}}}`,
        },
        auth: 'caller',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'invalid_resume' });
    }
    expect(changedTables(before, await snapshotDatabase(l.h.t.database.db))).toEqual([]);
  });

  it('leaves no temporary upload file behind', async () => {
    const { tmp } = resolveUploadPaths(l.h.t.env.DATA_DIR);
    const left = await readdir(tmp).catch(() => []);
    expect(left).toEqual([]);
  });
});
