/**
 * Shared by the benches of Practice's optional SQL engines (bench-practice-postgres.mjs,
 * bench-practice-duckdb.mjs), in Debian's Chromium against the production server:
 * - ready from the network: a learner on the engine's dialect opens `problem` in a fresh profile
 *   (nothing cached); the worker's start → ready (download from the local server, wasm compile,
 *   engine start) as the engine status reports it;
 * - ready from the device cache: BENCH_REPEATS (default 5) new pages of the same profile (HTTP
 *   cache warm), the same figure;
 * - first Run after ready: the click on Run right after the engine is ready, to the rendered
 *   result, once per page load;
 * - warm Run: BENCH_RUNS (default 20) more clicks on the last page, p50/p95.
 * Prints JSON with the CPU model and the load average before and after (the machine may be shared).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../lib/chromium-launch-options.mjs';
import { pickPercentile } from './pick-percentile.mjs';
import { readCpuModelName } from './read-cpu-model-name.mjs';
import { readLoadAverage } from './read-load-average.mjs';
import { signUpBenchLearner } from './sign-up-bench-learner.mjs';
import { startBrowserBench } from './start-browser-bench.mjs';
import { storeBenchSession } from './store-bench-session.mjs';
import { summarizePercentiles } from './summarize-percentiles.mjs';
import { timePracticeClick } from './time-practice-click.mjs';

const REPEATS = Number(process.env.BENCH_REPEATS ?? 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
/** A first download and start of a big engine on a busy 2-core machine. */
const READY_TIMEOUT_MS = 300_000;

/**
 * @param {{ name: string, dialect: string, engineName: string, problem: string, solution: string,
 *   budget: Record<string, number>, afterFirstVisit?: (page: import('@playwright/test').Page) =>
 *   Promise<void> }} options `engineName` as the engine status shows it; `afterFirstVisit` runs
 *   before the first page closes (e.g. to let the engine finish writing what it keeps).
 */
export async function benchPracticeSqlEngine({
  name,
  dialect,
  engineName,
  problem,
  solution,
  budget,
  afterFirstVisit,
}) {
  async function openReady(context, url) {
    const page = await context.newPage();
    await page.goto(url);
    const engine = page.locator(`[data-engine="${engineName}"][data-load-ms]`);
    await engine.waitFor({ timeout: READY_TIMEOUT_MS });
    const phases = await engine.getAttribute('data-phases-ms');
    return {
      page,
      loadMs: Number(await engine.getAttribute('data-load-ms')),
      phasesMs: phases ? JSON.parse(phases) : null,
    };
  }

  const { server, stop } = await startBrowserBench({ name });
  let userDataDir = null;
  let persistent = null;
  const output = {
    cpu: readCpuModelName(),
    loadAverage1m: { before: readLoadAverage() },
    repeats: REPEATS,
  };
  try {
    const session = await signUpBenchLearner(server, `bench-${dialect}-${Date.now()}@nyra.test`);
    // A profile on disk: a fresh context's HTTP cache lives in memory and does not keep a file
    // as big as PGlite's 9 MB wasm, so every "cached" start downloaded it again.
    userDataDir = mkdtempSync(path.join(tmpdir(), `nyra-bench-${dialect}-`));
    const context = await chromium.launchPersistentContext(userDataDir, {
      ...CHROMIUM_LAUNCH_OPTIONS,
      baseURL: server.url,
      serviceWorkers: 'block',
    });
    persistent = context;
    await storeBenchSession(context, session, {
      practice_editor: '"plain"',
      practice_sql_dialect: JSON.stringify(dialect),
    });
    const url = `${server.url}/dashboard/playground?problem=${problem}`;
    // First visit: downloads the engine into the HTTP cache.
    const first = await openReady(context, url);
    output.firstVisitReadyMs = first.loadMs;
    output.firstVisitPhasesMs = first.phasesMs;
    if (afterFirstVisit) await afterFirstVisit(first.page);
    await first.page.close();

    const readyMs = [];
    const readyPhasesMs = [];
    const firstRunMs = [];
    let last = null;
    for (let repeat = 0; repeat < REPEATS; repeat += 1) {
      const { page, loadMs, phasesMs } = await openReady(context, url);
      readyMs.push(loadMs);
      readyPhasesMs.push(phasesMs);
      await page.getByRole('textbox', { name: /code for/ }).fill(solution);
      firstRunMs.push(await timePracticeClick(page, 'Run'));
      if (last) await last.close();
      last = page;
    }
    const warm = [];
    for (let run = 0; run < RUNS; run += 1) warm.push(await timePracticeClick(last, 'Run'));
    const spread = (values) => ({
      min: Math.min(...values),
      median: pickPercentile(values, 50, 1),
      max: Math.max(...values),
    });
    output.readyFromCacheMs = { samples: readyMs, ...spread(readyMs) };
    // Where each start's time went, as the worker reports it (when it does).
    output.readyPhasesMs = readyPhasesMs;
    output.firstRunAfterReadyMs = {
      samples: firstRunMs.map((ms) => Math.round(ms * 10) / 10),
      ...spread(firstRunMs),
    };
    output.warmRunMs = summarizePercentiles(warm);
    output.budget = budget;
  } finally {
    await persistent?.close();
    if (userDataDir) rmSync(userDataDir, { recursive: true, force: true });
    output.loadAverage1m.after = readLoadAverage();
    await stop();
  }
  return output;
}
