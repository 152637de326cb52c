/**
 * Practice Submit benchmarks: a warm Submit runs every data set (hidden ones
 * included) of a problem. Budget: p95 <= 300 ms for SQL on this machine.
 *
 * - SQL, engine: every SQL problem's reference solution graded in Node with the same sql.js and
 *   grader the browser worker uses; one warm-up per problem (builds the data-set snapshots), then
 *   BENCH_RUNS timed Submits each; p50/p95/max over all samples and the slowest problem.
 * - SQL, browser: click on Submit to rendered result in Debian's Chromium against the production
 *   server (worker round trip, grading, React render of every test and its diff), warm, on the
 *   problems that were slowest in the engine and with a wrong answer (the failure path renders
 *   the cell diff), BENCH_RUNS clicks each.
 *
 * Each language is its own function below (`benchSql…`); Python's Submit figures belong in a
 * function of their own next to them. Prints JSON.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import initSqlJs from 'sql.js';
import { tsImport } from 'tsx/esm/api';
import { openSignedInContext } from './lib/open-signed-in-context.mjs';
import { pickPercentile } from './lib/pick-percentile.mjs';
import { readCpuModelName } from './lib/read-cpu-model-name.mjs';
import { readLoadAverage } from './lib/read-load-average.mjs';
import { signUpBenchLearner } from './lib/sign-up-bench-learner.mjs';
import { startBrowserBench } from './lib/start-browser-bench.mjs';
import { summarizePercentiles } from './lib/summarize-percentiles.mjs';
import { timePracticeClick } from './lib/time-practice-click.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
/** Problems measured in the browser: the slowest ones in the engine. */
const BROWSER_PROBLEMS = Number(process.env.BENCH_BROWSER_PROBLEMS ?? 3);

const importTs = (file) => tsImport(pathToFileURL(path.join(ROOT, file)).href, import.meta.url);

/** Warm Submit of every SQL problem in the engine (Node). */
async function benchSqlEngine() {
  const [{ problemBank }, { runSqlTests }] = await Promise.all([
    importTs('common/practice/problem-bank.ts'),
    importTs('common/practice/sql/run-sql-tests.ts'),
  ]);
  const runtime = await initSqlJs();
  const problems = problemBank.filter((problem) => problem.language === 'sql');
  const samples = [];
  const perProblem = [];
  for (const problem of problems) {
    const request = { problem, code: problem.solution, mode: 'submit' };
    if (runSqlTests(runtime, request).status !== 'passed') {
      throw new Error(`${problem.id}: the reference does not pass`);
    }
    const times = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      runSqlTests(runtime, request);
      times.push(performance.now() - started);
    }
    samples.push(...times);
    perProblem.push({
      id: problem.id,
      tests: problem.tests.length,
      p95: pickPercentile(times, 95, 1),
    });
  }
  perProblem.sort((a, b) => b.p95 - a.p95);
  return {
    problems: problems.length,
    warmSubmitMs: summarizePercentiles(samples),
    slowest: perProblem.slice(0, 5),
  };
}

/** Warm Submit, click to rendered result, in Chromium against the production build. */
async function benchSqlBrowser(problemIds) {
  const { problemBank } = await importTs('common/practice/problem-bank.ts');
  const { server, browser, stop } = await startBrowserBench({ name: 'practice-submit' });
  try {
    const session = await signUpBenchLearner(server, `bench-submit-${Date.now()}@nyra.test`);
    const context = await openSignedInContext(browser, server, session, {
      items: { practice_editor: '"plain"' },
    });
    const page = await context.newPage();
    const results = {};
    const all = [];
    for (const id of problemIds) {
      const problem = problemBank.find((candidate) => candidate.id === id);
      for (const [label, code] of [
        ['reference', problem.solution],
        ['wrong', problem.wrongSolutions[0].code],
      ]) {
        await page.goto(`${server.url}/dashboard/playground?problem=${id}`);
        await page.getByTestId('engine-status').filter({ hasText: 'SQL ready' }).waitFor({
          timeout: 120_000,
        });
        await page.getByRole('textbox', { name: /code for/ }).fill(code);
        await timePracticeClick(page, 'Submit'); // warm-up: snapshots, first render
        const times = [];
        for (let run = 0; run < RUNS; run += 1) times.push(await timePracticeClick(page, 'Submit'));
        results[`${id} (${label})`] = summarizePercentiles(times);
        all.push(...times);
      }
    }
    return { perProblem: results, warmSubmitClickToRenderMs: summarizePercentiles(all) };
  } finally {
    await stop();
  }
}

const output = {
  cpu: readCpuModelName(),
  loadAverage1m: readLoadAverage(),
  runsPerProblem: RUNS,
};
const engine = await benchSqlEngine();
output.sqlEngine = engine;
if (!process.env.BENCH_SKIP_BROWSER) {
  output.sqlBrowser = await benchSqlBrowser(
    engine.slowest.slice(0, BROWSER_PROBLEMS).map((problem) => problem.id),
  );
}
output.budget = { sqlWarmSubmitP95Ms: 300 };
output.loadAverage1mAfter = readLoadAverage();
console.log(JSON.stringify(output, null, 2));
