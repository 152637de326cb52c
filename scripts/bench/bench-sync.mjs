/**
 * Sync engine benchmarks, against the production build and server (PGlite), in
 * Chromium, printed as JSON with the CPU model and load average:
 * - local write: "Mark as complete" / "Mark as not complete" clicked offline → the outbox row is
 *   committed in IndexedDB (observed from the page; budget p95 ≤ 50 ms), p50/p95 of 40 clicks;
 * - sync 500 queued mutations: 500 practice-attempt mutations in the outbox, then back online →
 *   the outbox is empty (budget ≤ 5 s).
 * Each figure is taken RUNS times; min / median / max over the runs.
 */
import { randomUUID } from 'node:crypto';
import { countOutboxRows } from './lib/count-outbox-rows.mjs';
import { openSignedInContext } from './lib/open-signed-in-context.mjs';
import { pickPercentile } from './lib/pick-percentile.mjs';
import { queueOutboxRows } from './lib/queue-outbox-rows.mjs';
import { readMachineFigures } from './lib/read-machine-figures.mjs';
import { signUpBenchLearner } from './lib/sign-up-bench-learner.mjs';
import { startBrowserBench } from './lib/start-browser-bench.mjs';
import { summarizeRuns } from './lib/summarize-runs.mjs';
import { timeOutboxDrain } from './lib/time-outbox-drain.mjs';

const RUNS = 5;
const CLICKS_PER_RUN = 40;
const QUEUED_MUTATIONS = 500;
const LESSON_URL = '/dashboard/lessons?course=ai-engineering&lesson=ai-llm-tokens';

const { server, browser, stop } = await startBrowserBench({ name: 'sync' });
const writeP50 = [];
const writeP95 = [];
const syncTimes = [];
try {
  for (let run = 0; run < RUNS; run += 1) {
    const session = await signUpBenchLearner(server, `bench-sync-${run}@nyra.test`);
    const context = await openSignedInContext(browser, server, session);
    const page = await context.newPage();
    await page.goto(LESSON_URL);
    await page.getByRole('heading', { level: 2, name: 'Tokens and tokenization' }).waitFor();
    await page.waitForFunction(() => document.querySelector('[data-sync-status]') !== null);
    await context.setOffline(true);

    const writes = [];
    for (let click = 0; click < CLICKS_PER_RUN; click += 1) {
      const before = await countOutboxRows(page);
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
    writeP50.push(pickPercentile(writes, 50));
    writeP95.push(pickPercentile(writes, 95));

    // Fill the outbox to QUEUED_MUTATIONS with attempt mutations, then go online and time the drain.
    const queued = await countOutboxRows(page);
    const owner = session.email.toLowerCase();
    await queueOutboxRows(
      page,
      Array.from({ length: QUEUED_MUTATIONS - queued }, (_, i) => ({
        id: randomUUID(),
        owner,
        clientId: 'bench',
        seq: 1_000_000 + i,
        docType: 'practice-attempt',
        docId: randomUUID(),
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
      })),
    );
    syncTimes.push(await timeOutboxDrain(context, page));
    await context.close();
  }
  console.log(
    JSON.stringify(
      {
        ...readMachineFigures(),
        localWriteP50: summarizeRuns(writeP50),
        localWriteP95: { ...summarizeRuns(writeP95), budgetMs: 50 },
        sync500Mutations: { ...summarizeRuns(syncTimes), budgetMs: 5000 },
      },
      null,
      2,
    ),
  );
} finally {
  await stop();
}
