/**
 * Crash: several clients stream writes (sync-engine mutations creating practice
 * attempts, each with a 4 KB body that names its client and sequence) while résumé parse jobs are
 * queued; the server is killed with SIGKILL mid-stream and restarted on the same data. Then every
 * write that had been acknowledged must be there, none twice, none half-written (its stored code
 * byte-for-byte what was sent), and every interrupted job must finish. Clients re-send the
 * writes whose answer they never got, as the sync engine does (they must apply once).
 *
 * PGlite (DATA_DIR) and PostgreSQL (a fresh database per run). Prints the checks and the restart
 * time per run. Env: CRASH_RUNS (default 5), CRASH_CLIENTS (4), CRASH_DATABASES (pglite,postgres).
 * Exits non-zero when a guarantee is broken.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createBenchDatabase } from './lib/create-bench-database.mjs';
import { describeMachine } from './lib/describe-machine.mjs';
import { formatSpread } from './lib/format-spread.mjs';
import { practiceAttemptMutation } from './lib/practice-attempt-mutation.mjs';
import { signUpBenchLearner } from './lib/sign-up-bench-learner.mjs';
import { startBenchServer } from './lib/start-bench-server.mjs';

const RUNS = Number(process.env.CRASH_RUNS ?? 5);
const CLIENTS = Number(process.env.CRASH_CLIENTS ?? 4);
const DATABASES = (process.env.CRASH_DATABASES ?? 'pglite,postgres').split(',');
/** Writes stream for this long before the kill. */
const STREAM_BEFORE_KILL_MS = 2_500;
/** Short lease so jobs held by the killed process are taken over quickly. */
const JOB_LEASE_S = 5;
const JOB_WAIT_MS = 120_000;
const RESUME_FIXTURES = ['resume-01-pdf.pdf', 'resume-02-pdf.pdf', 'resume-03-pdf.pdf'];

const codeFor = (client, seq) => `# client ${client} write ${seq}\n${'x'.repeat(4096)}\n`;

async function post(url, token, body) {
  return fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Sends one mutation; 'acked' with the server's result, or 'in-doubt' when no answer came. */
async function sendWrite(baseUrl, token, mutation) {
  try {
    const response = await post(`${baseUrl}/api/sync/mutations/`, token, { mutations: [mutation] });
    if (response.status !== 200) return { state: 'refused', status: response.status };
    const { results } = await response.json();
    return { state: results[0]?.status === 'applied' ? 'acked' : 'refused', result: results[0] };
  } catch {
    return { state: 'in-doubt' };
  }
}

async function uploadResume(baseUrl, token, name) {
  const form = new FormData();
  const bytes = readFileSync(path.join('tests/fixtures/resumes', name));
  form.append('resume_file', new Blob([bytes], { type: 'application/pdf' }), name);
  try {
    const response = await fetch(`${baseUrl}/api/resume/upload/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return response.status === 201 ? (await response.json()).resume_id : undefined;
  } catch {
    return undefined;
  }
}

/** Rows the API does not expose, read straight from the database after the run. */
async function readStored(kind, dataDir, database) {
  const text = `select a.id, a.user_id, a.code,
      (select count(*)::int from sync_applied_mutations m where m.doc_id = a.id::text) as applied
    from practice_attempts a`;
  const jobsText = `select state, attempts, last_error, locked_until, run_after, payload from jobs`;
  if (kind === 'postgres') {
    const sql = database.connect();
    const rows = await sql.unsafe(text);
    const jobs = await sql.unsafe(jobsText);
    await sql.end();
    return { rows, jobs };
  }
  const client = await PGlite.create(path.join(dataDir, 'pglite'));
  const rows = (await client.query(text)).rows;
  const jobs = (await client.query(jobsText)).rows;
  await client.close();
  return { rows, jobs };
}

async function runOnce(kind, run) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `nyra-crash-${kind}-`));
  const database = kind === 'postgres' ? await createBenchDatabase('crash') : undefined;
  const env = {
    JOB_LEASE_S: String(JOB_LEASE_S),
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
  let server = await startBenchServer({ name: 'crash', dataDir, env });
  const problems = [];
  try {
    const sessions = [];
    for (let c = 0; c < CLIENTS; c += 1) {
      sessions.push(await signUpBenchLearner(server, `crash-${run}-${c}-${Date.now()}@nyra.test`));
    }
    // Each client: its mutations in order, with what became of each.
    const sent = sessions.map(() => []);
    let killed = false;
    const streams = sessions.map(async (session, c) => {
      for (let seq = 0; !killed; seq += 1) {
        const mutation = practiceAttemptMutation({
          clientId: `crash-${c}`,
          seq,
          code: codeFor(c, seq),
        });
        const outcome = await sendWrite(server.url, session.access_token, mutation);
        sent[c].push({ mutation, ...outcome });
        if (outcome.state === 'in-doubt') return;
      }
    });
    // Parse jobs in the queue (and one in hand, with luck) when the process dies.
    let uploadsAcked = 0;
    const uploading = (async () => {
      for (const session of sessions) {
        for (const name of RESUME_FIXTURES) {
          const id = await uploadResume(server.url, session.access_token, name);
          if (id) uploadsAcked += 1;
          if (killed) return;
        }
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, STREAM_BEFORE_KILL_MS));
    killed = true;
    await server.kill();
    await Promise.all([...streams, uploading]);

    const restartStarted = performance.now();
    server = await startBenchServer({ name: 'crash', dataDir, env, port: server.port });
    const restartMs = performance.now() - restartStarted;

    // Clients re-send what they never heard back about (the sync engine keeps it queued).
    let resentReplayed = 0;
    for (const [c, list] of sent.entries()) {
      for (const entry of list.filter((e) => e.state === 'in-doubt')) {
        const again = await sendWrite(server.url, sessions[c].access_token, entry.mutation);
        if (again.state !== 'acked')
          problems.push(`re-send of client ${c} refused: ${JSON.stringify(again)}`);
        if (again.result?.replayed) resentReplayed += 1;
        entry.state = again.state === 'acked' ? 'acked-after-restart' : entry.state;
      }
    }

    // Jobs held or queued by the killed process finish after the restart.
    const deadline = Date.now() + JOB_WAIT_MS;
    let pending = 1;
    while (pending > 0 && Date.now() < deadline) {
      pending = 0;
      for (const session of sessions) {
        const list = await (
          await fetch(`${server.url}/api/resume/`, {
            headers: { authorization: `Bearer ${session.access_token}` },
          })
        ).json();
        // Every résumé of the client, also one whose upload answer was lost in the crash.
        pending += list.results.filter((r) => r.status === 'processing').length;
      }
      if (pending > 0) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    if (pending > 0) {
      problems.push(
        `${pending} résumés still processing ${JOB_WAIT_MS / 1000} s after the restart`,
      );
    }
    await server.stop();

    const { rows, jobs } = await readStored(kind, dataDir, database);
    const byId = new Map(rows.map((row) => [String(row.id), row]));
    const all = sent.flat();
    const acked = all.filter((e) => e.state === 'acked' || e.state === 'acked-after-restart');
    for (const entry of acked) {
      const row = byId.get(entry.mutation.doc_id);
      if (!row) problems.push(`acknowledged write ${entry.mutation.doc_id} is missing`);
      else if (row.code !== entry.mutation.payload.code) {
        problems.push(`write ${entry.mutation.doc_id} is half-written`);
      }
    }
    const sentIds = new Set(all.map((e) => e.mutation.doc_id));
    for (const row of rows) {
      if (!sentIds.has(String(row.id))) problems.push(`row ${row.id} was never sent`);
      if (Number(row.applied) !== 1) problems.push(`row ${row.id} applied ${row.applied} times`);
    }
    if (rows.length !== acked.length) {
      problems.push(`${rows.length} rows for ${acked.length} acknowledged writes`);
    }
    const unfinishedJobs = jobs.filter((job) => job.state !== 'done' && job.state !== 'dead');
    if (unfinishedJobs.length > 0) {
      problems.push(
        `${unfinishedJobs.length} jobs not finished: ${JSON.stringify(unfinishedJobs)}`,
      );
    }
    const takenOver = jobs.filter((job) => Number(job.attempts) > 1).length;
    const inDoubt = all.filter((e) => e.state === 'acked-after-restart').length;
    console.log(
      `${kind} run ${run}: ${acked.length} writes acknowledged (${inDoubt} in flight at the kill, re-sent: ` +
        `${resentReplayed} had been applied, ${inDoubt - resentReplayed} had not), ${rows.length} stored, ` +
        `${uploadsAcked} résumés uploaded during the stream, ${jobs.length - unfinishedJobs.length}/${jobs.length} jobs finished (${takenOver} taken over after the kill); restart to healthy ` +
        `${restartMs.toFixed(0)} ms; ${problems.length === 0 ? 'OK' : `BROKEN: ${problems.join('; ')}`}`,
    );
    return { ok: problems.length === 0, restartMs };
  } finally {
    await server.stop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

console.log(describeMachine());
let failed = false;
for (const kind of DATABASES) {
  const restarts = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const { ok, restartMs } = await runOnce(kind, run);
    if (!ok) failed = true;
    restarts.push(Math.round(restartMs));
  }
  console.log(
    `${kind}: restart to healthy min / median / max ${formatSpread(restarts)} ms over ${RUNS} runs`,
  );
}
process.exit(failed ? 1 : 0);
