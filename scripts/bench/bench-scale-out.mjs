/**
 * Scale-out: two production server processes on different ports share one fresh
 * PostgreSQL database (and JWT_SECRET); clients are spread across both. Checks that everything
 * behaves as with one process:
 * - sessions: a code asked for on A is verified on B; the session works on both;
 * - refresh-token rotation alternating A and B, and reuse detection: a rotated refresh token
 *   replayed (after the 10 s grace) on the other process signs the sign-in out on both;
 * - rate limits: the resend cool-down and the per-network limit count requests to both;
 * - idempotent mutation replay: the same mutation sent to A and B at the same moment is applied
 *   once (one row, one applied-mutation record), both answers `applied`;
 * - the job queue: résumés uploaded to both are each parsed exactly once.
 * Both processes share one DATA_DIR, as the README requires: uploaded files live there and either
 * process's job worker may parse them (with a DATA_DIR each, a job claimed by the process that
 * lacks the file ends the résumé as failed: "The uploaded file is missing").
 * Exits non-zero when a check fails. Env: SCALE_OUT_REPLAYS (default 30).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createBenchDatabase } from './lib/create-bench-database.mjs';
import { describeMachine } from './lib/describe-machine.mjs';
import { practiceAttemptMutation } from './lib/practice-attempt-mutation.mjs';
import { startBenchServer } from './lib/start-bench-server.mjs';

const REPLAYS = Number(process.env.SCALE_OUT_REPLAYS ?? 30);
/** Per-network code limit = 60/h × this: 3 per hour, so the fourth request is refused. */
const RATE_LIMIT_SCALE = 0.05;
/** A rotated refresh token replayed later than this is reuse (README, Sessions). */
const REUSE_GRACE_MS = 10_000;
const CODE_WAIT_MS = 15_000;
const JOB_WAIT_MS = 90_000;

const results = [];
function check(name, ok, detail = '') {
  results.push({ name, ok });
  console.log(`${ok ? 'OK    ' : 'BROKEN'} ${name}${detail ? ` (${detail})` : ''}`);
}

/** A client address of its own per check (TRUST_PROXY=1), so per-network limits stay apart. */
const newIp = () => `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

function request(server, route, { method = 'GET', token, body, ip, form } = {}) {
  const headers = { 'x-forwarded-for': ip ?? '198.18.0.1' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${server.url}${route}`, {
    method,
    headers,
    body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
}

async function waitForCode(server, email, fromOffset) {
  const pattern = new RegExp(
    `To: ${email.replace(/[.+]/g, '\\$&')}[\\s\\S]*?sign-in code: (\\d{6})`,
  );
  for (const deadline = Date.now() + CODE_WAIT_MS; Date.now() < deadline;) {
    const code = pattern.exec(server.output().slice(fromOffset))?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no code for ${email}`);
}

/** Sign-up asked on `first`, the code verified on `second`. */
async function signUpAcross(first, second, email) {
  const ip = newIp();
  const offset = first.output().length;
  const asked = await request(first, '/api/registry/sign-up/', {
    method: 'POST',
    body: { first_name: 'Scale', email },
    ip,
  });
  if (asked.status !== 200) throw new Error(`sign-up on A: ${asked.status}`);
  const token = await waitForCode(first, email, offset);
  const verified = await request(second, '/api/registry/verify-token/', {
    method: 'POST',
    body: { email, token },
    ip,
  });
  return {
    status: verified.status,
    session: verified.status === 200 ? await verified.json() : null,
  };
}

console.log(describeMachine());
const database = await createBenchDatabase('scaleout');
const env = {
  DATABASE_URL: database.url,
  JWT_SECRET: randomBytes(32).toString('hex'),
  TRUST_PROXY: '1',
  RATE_LIMIT_SCALE: String(RATE_LIMIT_SCALE),
};
const dataDir = mkdtempSync(path.join(tmpdir(), 'nyra-scale-out-'));
const a = await startBenchServer({ name: 'scale-a', env, dataDir });
const b = await startBenchServer({ name: 'scale-b', env, dataDir });
console.log(`A ${a.url}, B ${b.url}, database ${database.name}`);
try {
  // Sessions.
  const email = `scale-${randomUUID()}@nyra.test`;
  const { status, session } = await signUpAcross(a, b, email);
  check('a code asked for on A is verified on B', status === 200, `status ${status}`);
  const meA = await request(a, '/api/registry/me/', { token: session.access_token });
  const meB = await request(b, '/api/registry/me/', { token: session.access_token });
  check('the session works on both', meA.status === 200 && meB.status === 200);

  // Refresh rotation alternating processes; reuse detection across them.
  const refresh = (server, token) =>
    request(server, '/api/registry/token/refresh/', { method: 'POST', body: { refresh: token } });
  const r0 = session.refresh_token;
  const first = await refresh(a, r0);
  const pair1 = first.status === 200 ? await first.json() : {};
  const second = await refresh(b, pair1.refresh);
  const pair2 = second.status === 200 ? await second.json() : {};
  check(
    'refresh rotates on A, then on B with the token A issued',
    first.status === 200 && second.status === 200 && pair2.refresh !== pair1.refresh,
  );
  const raceReplay = await refresh(b, r0);
  check(
    'within the grace a replay (lost answer) gets a fresh pair',
    raceReplay.status === 200,
    `status ${raceReplay.status}`,
  );
  await new Promise((resolve) => setTimeout(resolve, REUSE_GRACE_MS + 1_000));
  const reuse = await refresh(b, pair1.refresh);
  const afterReuseA = await request(a, '/api/registry/me/', { token: pair2.access });
  const afterReuseRefresh = await refresh(a, pair2.refresh);
  check(
    'a rotated token replayed on B after the grace signs the sign-in out on A too',
    reuse.status === 401 && afterReuseA.status === 401 && afterReuseRefresh.status === 401,
    `replay ${reuse.status}, access on A ${afterReuseA.status}, refresh on A ${afterReuseRefresh.status}`,
  );

  // Rate limits shared through the database.
  const signIn = (server, address, ip) =>
    request(server, '/api/registry/sign-in/', { method: 'POST', body: { email: address }, ip });
  const coolIp = newIp();
  const codeOnA = await signIn(a, email, coolIp);
  const againOnB = await signIn(b, email, coolIp);
  check(
    'the resend cool-down of a code asked on A holds on B',
    codeOnA.status === 200 && againOnB.status === 429 && againOnB.headers.has('retry-after'),
    `A ${codeOnA.status}, B ${againOnB.status}`,
  );
  const netIp = newIp();
  const statuses = [];
  for (let i = 0; i < 4; i += 1) {
    statuses.push(
      (await signIn(i % 2 === 0 ? a : b, `net-${i}-${randomUUID()}@nyra.test`, netIp)).status,
    );
  }
  check(
    'the per-network limit (3 per hour here) counts requests to both',
    statuses.join(',') === '200,200,200,429',
    `A/B alternating: ${statuses.join(', ')}`,
  );

  // Idempotent replay of one mutation sent to both processes at once.
  const writer = await signUpAcross(b, a, `scale-writer-${randomUUID()}@nyra.test`);
  const token = writer.session.access_token;
  let bothApplied = 0;
  let replayedOnce = 0;
  const statusSet = new Set();
  const docIds = [];
  for (let i = 0; i < REPLAYS; i += 1) {
    const mutation = practiceAttemptMutation({ clientId: 'scale', seq: i, code: `replay ${i}` });
    docIds.push(mutation.doc_id);
    const answers = await Promise.all(
      [a, b].map((server) =>
        request(server, '/api/sync/mutations/', {
          method: 'POST',
          token,
          body: { mutations: [mutation] },
        }),
      ),
    );
    answers.forEach((answer) => statusSet.add(answer.status));
    const bodies = await Promise.all(answers.map((answer) => answer.json().catch(() => ({}))));
    const statusesOfMutation = bodies.map((body) => body.results?.[0]?.status);
    if (statusesOfMutation.every((s) => s === 'applied')) bothApplied += 1;
    if (bodies.filter((body) => body.results?.[0]?.replayed === true).length === 1)
      replayedOnce += 1;
  }
  const sql = database.connect();
  const [{ rows, applied }] = await sql`
    select (select count(*)::int from practice_attempts where id = any(${docIds}::uuid[])) as rows,
           (select count(*)::int from sync_applied_mutations where doc_id = any(${docIds})) as applied`;
  check(
    `the same mutation sent to A and B at once is applied once (${REPLAYS} tries)`,
    bothApplied === REPLAYS && rows === REPLAYS && applied === REPLAYS,
    `HTTP ${[...statusSet].join('/')}; both answered applied ${bothApplied}/${REPLAYS}, ` +
      `exactly one marked replayed ${replayedOnce}/${REPLAYS}; ${rows} rows, ${applied} applied records`,
  );

  // The job queue across both processes.
  const fixtures = readdirFixtures();
  for (const [i, name] of fixtures.entries()) {
    const form = new FormData();
    form.append(
      'resume_file',
      new Blob([readFileSync(path.join('tests/fixtures/resumes', name))], {
        type: 'application/pdf',
      }),
      name,
    );
    await request(i % 2 === 0 ? a : b, '/api/resume/upload/', { method: 'POST', token, form });
  }
  let processing = fixtures.length;
  for (const deadline = Date.now() + JOB_WAIT_MS; processing > 0 && Date.now() < deadline;) {
    const list = await (await request(a, '/api/resume/', { token })).json();
    processing = list.results.filter((r) => r.status === 'processing').length;
    if (processing > 0) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const jobs = await sql`select state, attempts, last_error from jobs`;
  await sql.end();
  const once = jobs.filter((job) => job.state === 'done' && job.attempts === 1).length;
  check(
    `résumés uploaded to both are each parsed exactly once (${fixtures.length} uploads)`,
    processing === 0 && once === jobs.length,
    `${jobs.length} jobs, ${once} done in one attempt, ${processing} still processing` +
      jobs
        .filter((job) => job.attempts !== 1 || job.state !== 'done')
        .map((job) => `; ${job.state} after ${job.attempts}: ${job.last_error}`)
        .join(''),
  );
} finally {
  await Promise.all([a.stop(), b.stop()]);
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
const broken = results.filter((result) => !result.ok).length;
console.log(`${results.length - broken}/${results.length} scale-out checks hold`);
process.exit(broken > 0 ? 1 : 0);

function readdirFixtures() {
  return Array.from({ length: 10 }, (_, i) => `resume-${String(i + 1).padStart(2, '0')}-pdf.pdf`);
}
