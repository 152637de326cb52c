/**
 * Resume editor benchmarks, against the production build and server (PGlite), in
 * Chromium, printed as JSON with the CPU model and load average:
 * - keystroke → IndexedDB: a character typed into the editor's Role field (offline) until the
 *   resume's `resumeDetails` row holds it, observed from the page (budget p95 ≤ 50 ms); p50/p95
 *   of KEYSTROKES_PER_RUN keystrokes;
 * - 500 queued edits → server: 500 field edits of the resume and two of its items waiting in the
 *   outbox (as after a long offline session), then online → the outbox is empty and the server
 *   has the last value of each (budget ≤ 5 s, as for the sync engine).
 * Each figure is taken RUNS times; min / median / max over the runs.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { openSignedInContext } from './lib/open-signed-in-context.mjs';
import { pickPercentile } from './lib/pick-percentile.mjs';
import { queueOutboxRows } from './lib/queue-outbox-rows.mjs';
import { readMachineFigures } from './lib/read-machine-figures.mjs';
import { signUpBenchLearner } from './lib/sign-up-bench-learner.mjs';
import { startBrowserBench } from './lib/start-browser-bench.mjs';
import { summarizeRuns } from './lib/summarize-runs.mjs';
import { timeOutboxDrain } from './lib/time-outbox-drain.mjs';

const RUNS = 5;
const KEYSTROKES_PER_RUN = 60;
const QUEUED_EDITS = 500;
const READY_POLL_MS = 100;
const FIXTURE = 'tests/fixtures/resumes/resume-01-pdf.pdf';

/** Uploads the corpus resume and waits until the server's job worker has parsed it. */
async function parsedResume(server, session) {
  const headers = { authorization: `Bearer ${session.access_token}` };
  const form = new FormData();
  form.append(
    'resume_file',
    new Blob([readFileSync(FIXTURE)], { type: 'application/pdf' }),
    'resume-01-pdf.pdf',
  );
  const upload = await fetch(`${server.url}/api/resume/upload/`, {
    method: 'POST',
    headers,
    body: form,
  });
  const { resume_id: resumeId } = await upload.json();
  for (;;) {
    const details = await (
      await fetch(`${server.url}/api/resume/${resumeId}/`, { headers })
    ).json();
    if (details.status === 'ready') return details;
    if (details.status === 'failed') throw new Error('the corpus resume failed to parse');
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }
}

/** Runs `body` in the page with the app's IndexedDB open (plain IndexedDB, no app code). */
const IDB_HELPERS = `
  window.__benchDb = () => new Promise((resolve, reject) => {
    const open = indexedDB.open('nyra');
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
`;

const { server, browser, stop } = await startBrowserBench({ name: 'resume-editor' });
const keyP50 = [];
const keyP95 = [];
const syncTimes = [];
try {
  for (let run = 0; run < RUNS; run += 1) {
    const session = await signUpBenchLearner(server, `bench-editor-${run}@nyra.test`);
    const details = await parsedResume(server, session);
    const context = await openSignedInContext(browser, server, session);
    await context.addInitScript(IDB_HELPERS);
    const page = await context.newPage();
    await page.goto('/dashboard/resumes');
    const edit = page.getByRole('button', { name: 'Edit Resume' });
    await edit.waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('button')].some(
        (b) => b.textContent === 'Edit Resume' && !b.disabled,
      ),
    );
    await edit.click();
    await page.getByLabel('Role', { exact: true }).waitFor();
    await page.waitForFunction(() => document.querySelector('[data-sync-status="synced"]'));
    await context.setOffline(true);

    const key = `${session.email.toLowerCase()}:${details.resume_id}`;
    const latencies = await page.evaluate(
      async ({ key, count }) => {
        const db = await window.__benchDb();
        const stored = () =>
          new Promise((resolve) => {
            const request = db.transaction('resumeDetails').objectStore('resumeDetails').get(key);
            request.onsuccess = () => resolve(request.result?.details.role);
          });
        const input = [...document.querySelectorAll('label')].find(
          (label) => label.textContent === 'Role',
        ).control;
        input.focus();
        const times = [];
        for (let i = 0; i < count; i += 1) {
          // What a keystroke does: the character lands in the field, then `input` fires.
          const start = performance.now();
          input.value += String.fromCharCode(97 + (i % 26));
          input.dispatchEvent(new InputEvent('input', { bubbles: true, data: 'x' }));
          const expected = input.value;
          while ((await stored()) !== expected) {
            /* poll until the row holds this keystroke */
          }
          times.push(performance.now() - start);
        }
        db.close();
        return times;
      },
      { key, count: KEYSTROKES_PER_RUN },
    );
    keyP50.push(pickPercentile(latencies, 50));
    keyP95.push(pickPercentile(latencies, 95));

    // 500 edits queued offline across the resume and two items, as the editor writes them.
    const owner = session.email.toLowerCase();
    const targets = [
      { docType: 'resume', docId: details.resume_id, field: 'city', version: details.version },
      {
        docType: 'resume-employment',
        docId: details.employment_history[0].id,
        field: 'title',
        version: details.employment_history[0].version,
      },
      {
        docType: 'resume-skill',
        docId: details.skills[0].id,
        field: 'skill_description',
        version: details.skills[0].version,
      },
    ];
    // The editor's own queued edits (the keystrokes above) set the base versions to send.
    const baseOf = new Map(
      await page.evaluate(async () => {
        const db = await window.__benchDb();
        const existing = await new Promise((resolve) => {
          const request = db.transaction('syncOutbox').objectStore('syncOutbox').getAll();
          request.onsuccess = () => resolve(request.result);
        });
        db.close();
        return existing.map((row) => [row.docId, row.baseVersion]);
      }),
    );
    await queueOutboxRows(
      page,
      Array.from({ length: QUEUED_EDITS }, (_, i) => {
        const target = targets[i % targets.length];
        return {
          id: randomUUID(),
          owner,
          clientId: 'bench-editor',
          seq: 1_000_000 + i,
          docType: target.docType,
          docId: target.docId,
          op: 'update',
          payload: { [target.field]: `edit ${i}` },
          baseVersion: baseOf.get(target.docId) ?? target.version,
        };
      }),
    );
    syncTimes.push(await timeOutboxDrain(context, page));
    const after = await (
      await fetch(`${server.url}/api/resume/${details.resume_id}/`, {
        headers: { authorization: `Bearer ${session.access_token}` },
      })
    ).json();
    const lastCity = `edit ${QUEUED_EDITS - 1 - ((QUEUED_EDITS - 1) % targets.length)}`;
    if (after.city !== lastCity) throw new Error(`server city ${after.city}, expected ${lastCity}`);
    await context.close();
  }
  console.log(
    JSON.stringify(
      {
        ...readMachineFigures(),
        keystrokeToIndexedDbP50: summarizeRuns(keyP50, 1),
        keystrokeToIndexedDbP95: { ...summarizeRuns(keyP95, 1), budgetMs: 50 },
        sync500QueuedEdits: { ...summarizeRuns(syncTimes, 1), budgetMs: 5000 },
      },
      null,
      2,
    ),
  );
} finally {
  await stop();
}
