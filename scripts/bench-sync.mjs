/**
 * Sync engine benchmarks, against the production build and server (PGlite), in
 * Chromium, printed as JSON with the CPU model and load average:
 * - local write: "Mark as complete" / "Mark as not complete" clicked offline → the outbox row is
 *   committed in IndexedDB (observed from the page; budget p95 ≤ 50 ms), p50/p95 of 40 clicks;
 * - sync 500 queued mutations: 500 practice-attempt mutations in the outbox, then back online →
 *   the outbox is empty (budget ≤ 5 s).
 * Each figure is taken RUNS times; min / median / max over the runs.
 */
import { cpus, loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { ensureBuild } from './ensure-build.mjs';
import { startBenchServer } from './start-bench-server.mjs';
import { signUpBenchLearner } from './sign-up-bench-learner.mjs';

const RUNS = 5;
const CLICKS_PER_RUN = 40;
const QUEUED_MUTATIONS = 500;
const LESSON_URL = '/dashboard/lessons?course=ai-engineering&lesson=ai-llm-tokens';

/** Rows in the outbox, read with plain IndexedDB from the page. */
function outboxCount(page) {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('nyra');
        open.onsuccess = () => {
          const request = open.result.transaction('syncOutbox').objectStore('syncOutbox').count();
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result);
          };
          request.onerror = () => reject(request.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const summary = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    minMs: Math.round(sorted[0]),
    medianMs: Math.round(sorted[Math.floor(sorted.length / 2)]),
    maxMs: Math.round(sorted.at(-1)),
    runs: values.length,
  };
};

ensureBuild({ quiet: true });
const server = await startBenchServer({ name: 'sync' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const writeP50 = [];
const writeP95 = [];
const syncTimes = [];
try {
  for (let run = 0; run < RUNS; run += 1) {
    const session = await signUpBenchLearner(server, `bench-sync-${run}@nyra.test`);
    const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
    await context.addInitScript(
      (value) => localStorage.setItem('auth_data', value),
      JSON.stringify(session),
    );
    const page = await context.newPage();
    await page.goto(LESSON_URL);
    await page.getByRole('heading', { level: 2, name: 'Tokens and tokenization' }).waitFor();
    await page.waitForFunction(() => document.querySelector('[data-sync-status]') !== null);
    await context.setOffline(true);

    const writes = [];
    for (let click = 0; click < CLICKS_PER_RUN; click += 1) {
      const before = await outboxCount(page);
      const name = click % 2 === 0 ? 'Mark as complete' : 'Mark as not complete';
      const elapsed = await page.evaluate(
        async ({ name, before }) => {
          const button = [...document.querySelectorAll('button')].find((b) =>
            b.textContent?.includes(name),
          );
          const count = () =>
            new Promise((resolve) => {
              const open = indexedDB.open('nyra');
              open.onsuccess = () => {
                const request = open.result
                  .transaction('syncOutbox')
                  .objectStore('syncOutbox')
                  .count();
                request.onsuccess = () => {
                  open.result.close();
                  resolve(request.result);
                };
              };
            });
          const start = performance.now();
          button.click();
          while ((await count()) <= before) {
            /* poll until the row is committed */
          }
          return performance.now() - start;
        },
        { name, before },
      );
      writes.push(elapsed);
      await page
        .getByRole('button', {
          name: click % 2 === 0 ? 'Mark as not complete' : 'Mark as complete',
        })
        .waitFor();
    }
    writeP50.push(percentile(writes, 50));
    writeP95.push(percentile(writes, 95));

    // Fill the outbox to QUEUED_MUTATIONS with attempt mutations, then go online and time the drain.
    const queued = await outboxCount(page);
    await page.evaluate(
      async ({ owner, count }) => {
        const db = await new Promise((resolve) => {
          const open = indexedDB.open('nyra');
          open.onsuccess = () => resolve(open.result);
        });
        await new Promise((resolve, reject) => {
          const tx = db.transaction('syncOutbox', 'readwrite');
          for (let i = 0; i < count; i += 1) {
            tx.objectStore('syncOutbox').put({
              id: crypto.randomUUID(),
              owner,
              clientId: 'bench',
              seq: 1_000_000 + i,
              docType: 'practice-attempt',
              docId: crypto.randomUUID(),
              op: 'create',
              payload: {
                problem_id: 'two-sum',
                language: 'python',
                mode: 'run',
                code: `# attempt ${i}`,
                status: 'failed',
                passed: 0,
                total: 2,
                duration_ms: 3,
                created_at: new Date(Date.now() - 60_000).toISOString(),
              },
              baseVersion: 0,
              createdAt: Date.now(),
              attempts: 0,
              state: 'pending',
            });
          }
          tx.oncomplete = resolve;
          tx.onerror = () => reject(tx.error);
        });
        db.close();
      },
      { owner: session.email.toLowerCase(), count: QUEUED_MUTATIONS - queued },
    );
    const started = performance.now();
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    while ((await outboxCount(page)) > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    syncTimes.push(performance.now() - started);
    await context.close();
  }
  console.log(
    JSON.stringify(
      {
        cpu: cpus()[0]?.model,
        cores: cpus().length,
        loadAverage1m: loadavg()[0],
        localWriteP50: summary(writeP50),
        localWriteP95: { ...summary(writeP95), budgetMs: 50 },
        sync500Mutations: { ...summary(syncTimes), budgetMs: 5000 },
      },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  await server.stop();
}
