/**
 * Load: autocannon with 200 connections for 30 s on an authenticated list route
 * (GET /api/resume/) and an authenticated write route (POST /api/sync/mutations/, one new
 * practice attempt per request), against the production server on PGlite and on PostgreSQL
 * (a fresh database). Prints errors (non-2xx, socket errors, timeouts), throughput and p50/p99
 * latency per run, then min/median/max over the runs.
 *
 * Before the runs, the freshly started server is warmed up for LOAD_WARMUP_S on both routes
 * (V8 and PGlite's WebAssembly compile their hot code in the first seconds): the warm-up is
 * printed as its own line, with its timeouts and errors, and left out of the min / median / max.
 *
 * Env: LOAD_RUNS (default 5), LOAD_DURATION_S (30), LOAD_WARMUP_S (5), LOAD_CONNECTIONS (200),
 * LOAD_DATABASES (pglite,postgres).
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { createBenchDatabase } from './lib/create-bench-database.mjs';
import { describeMachine } from './lib/describe-machine.mjs';
import { formatSpread } from './lib/format-spread.mjs';
import { practiceAttemptMutation } from './lib/practice-attempt-mutation.mjs';
import { runAutocannon } from './lib/run-autocannon.mjs';
import { signUpBenchLearner } from './lib/sign-up-bench-learner.mjs';
import { startBenchServer } from './lib/start-bench-server.mjs';

const RUNS = Number(process.env.LOAD_RUNS ?? 5);
const DURATION_S = Number(process.env.LOAD_DURATION_S ?? 30);
const WARMUP_S = Number(process.env.LOAD_WARMUP_S ?? 5);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const DATABASES = (process.env.LOAD_DATABASES ?? 'pglite,postgres').split(',');

function summary(result) {
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, { count }]) => `${count}×${code}`);
  return {
    // autocannon counts timeouts among `errors`.
    errors: result.errors + result.non2xx,
    /** What the errors were: HTTP statuses, client timeouts (10 s), socket errors. */
    detail: [
      ...statuses,
      `${result.timeouts} timeouts`,
      `${result.errors - result.timeouts} socket errors`,
    ].join(', '),
    timeouts: result.timeouts,
    /** Requests answered 503 (shed when the embedded database is overloaded). */
    shed: result.statusCodeStats?.['503']?.count ?? 0,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
  };
}

async function refresh(server, session) {
  const response = await fetch(`${server.url}/api/registry/token/refresh/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refresh: session.refresh_token }),
  });
  if (!response.ok) throw new Error(`refresh: ${response.status}`);
  const body = await response.json();
  return { ...session, access_token: body.access, refresh_token: body.refresh };
}

console.log(describeMachine());
console.log(`${CONNECTIONS} connections, ${DURATION_S} s per run, ${RUNS} runs`);

for (const kind of DATABASES) {
  const database = kind === 'postgres' ? await createBenchDatabase('load') : undefined;
  const server = await startBenchServer({
    name: `load-${kind}`,
    env: database ? { DATABASE_URL: database.url } : {},
  });
  try {
    let session = await signUpBenchLearner(server, `load-${randomUUID()}@nyra.test`);
    const rows = { read: [], write: [] };
    const load = async (duration) => {
      // Access tokens live 15 minutes: a fresh one for every run.
      session = await refresh(server, session);
      const headers = {
        authorization: `Bearer ${session.access_token}`,
        'content-type': 'application/json',
      };
      const read = summary(
        await runAutocannon({
          url: `${server.url}/api/resume/`,
          connections: CONNECTIONS,
          duration,
          headers,
        }),
      );
      const write = summary(
        await runAutocannon({
          url: `${server.url}/api/sync/mutations/`,
          connections: CONNECTIONS,
          duration,
          method: 'POST',
          headers,
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                body: JSON.stringify({
                  mutations: [practiceAttemptMutation({ clientId: 'bench-load' })],
                }),
              }),
            },
          ],
        }),
      );
      return { read, write };
    };
    const describeRun = ({ read, write }) =>
      `read ${read.rps.toFixed(0)} req/s p50 ${read.p50} ms p99 ${read.p99} ms errors ${read.errors} (${read.detail}); ` +
      `write ${write.rps.toFixed(0)} req/s p50 ${write.p50} ms p99 ${write.p99} ms errors ${write.errors} (${write.detail}) ` +
      `(load ${loadavg()[0].toFixed(2)})`;
    if (WARMUP_S > 0) {
      console.log(
        `${kind} warm-up, ${WARMUP_S} s from a cold start: ${describeRun(await load(WARMUP_S))}`,
      );
    }
    for (let run = 1; run <= RUNS; run += 1) {
      const { read, write } = await load(DURATION_S);
      rows.read.push(read);
      rows.write.push(write);
      console.log(`${kind} run ${run}: ${describeRun({ read, write })}`);
    }
    for (const route of ['read', 'write']) {
      const list = rows[route];
      console.log(
        `${kind} ${route} (min / median / max over ${list.length}): ` +
          `req/s ${formatSpread(list.map((r) => Math.round(r.rps)))}; p50 ms ${formatSpread(list.map((r) => r.p50))}; ` +
          `p99 ms ${formatSpread(list.map((r) => r.p99))}; errors ${formatSpread(list.map((r) => r.errors))} ` +
          `(503 ${formatSpread(list.map((r) => r.shed))}, timeouts ${formatSpread(list.map((r) => r.timeouts))})`,
      );
    }
  } finally {
    await server.stop();
    await database?.drop();
  }
}
