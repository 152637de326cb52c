/**
 * Warm Python Submit, in Debian's Chromium through the real Practice page against the
 * production server: for a spread of problems (the ones with the most tests, plus the seed's Two
 * Sum), the reference solution is submitted once to warm up (Pyodide loaded, modules imported),
 * then RUNS times measured from the click to the rendered result of every test, hidden ones
 * included. Also reports the time spent inside Pyodide (the run summary's figure).
 * Prints JSON. Budget (docs/benchmarks.md): warm Python Submit p95 <= 500 ms.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import { openSignedInContext } from './lib/open-signed-in-context.mjs';
import { pickPercentile } from './lib/pick-percentile.mjs';
import { readEngineSummaryMs } from './lib/read-engine-summary-ms.mjs';
import { readLoadAverage } from './lib/read-load-average.mjs';
import { signUpBenchLearner } from './lib/sign-up-bench-learner.mjs';
import { startBrowserBench } from './lib/start-browser-bench.mjs';
import { summarizePercentiles } from './lib/summarize-percentiles.mjs';
import { timePracticeClick } from './lib/time-practice-click.mjs';

register();

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const PROBLEM_COUNT = Number(process.env.BENCH_PROBLEMS ?? 6);
const ENGINE_READY_TIMEOUT_MS = 180_000;
const ROOT = path.resolve(import.meta.dirname, '../..');

const { problemBank } = await import(
  pathToFileURL(path.join(ROOT, 'common/practice/problem-bank.ts')).href
);
const pythonProblems = problemBank.filter((problem) => problem.language === 'python');
const heaviest = [...pythonProblems]
  .sort((a, b) => JSON.stringify(b.tests).length - JSON.stringify(a.tests).length)
  .slice(0, PROBLEM_COUNT - 1);
const problems = [pythonProblems.find((problem) => problem.id === 'two-sum'), ...heaviest];

/** The previous problem's result is still shown: wait for the new run to start first. */
const timeSubmit = (page) => timePracticeClick(page, 'Submit', { waitForBusy: true });

const { server, browser, stop } = await startBrowserBench({ name: 'practice-python' });
const results = { loadAverage1m: readLoadAverage(), runsPerProblem: RUNS };
try {
  const session = await signUpBenchLearner(server, `bench-python-${Date.now()}@nyra.test`);
  const context = await openSignedInContext(browser, server, session, {
    items: { practice_editor: '"plain"' },
  });
  const page = await context.newPage();
  const all = [];
  const inPyodide = [];
  results.problems = {};
  for (const problem of problems) {
    await page.goto(`${server.url}/dashboard/playground?problem=${problem.id}`);
    await page
      .getByTestId('engine-status')
      .filter({ hasText: 'Python ready' })
      .waitFor({ timeout: ENGINE_READY_TIMEOUT_MS });
    await page.getByRole('textbox', { name: /code for/ }).fill(problem.solution);
    await timeSubmit(page); // warm-up: first import of the solution's modules
    const summary = (await page.getByTestId('run-summary').textContent()) ?? '';
    if (!summary.includes('Accepted')) throw new Error(`${problem.id}: ${summary}`);
    const round = [];
    for (let run = 0; run < RUNS; run += 1) {
      round.push(await timeSubmit(page));
      inPyodide.push(await readEngineSummaryMs(page));
    }
    all.push(...round);
    results.problems[problem.id] = {
      tests: problem.tests.length,
      p50: pickPercentile(round, 50, 1),
      p95: pickPercentile(round, 95, 1),
    };
  }
  const { runs: samples, ...spread } = summarizePercentiles(all);
  results.pythonWarmSubmitMs = { samples, ...spread };
  results.pythonWarmSubmitInPyodideMs = {
    p50: pickPercentile(inPyodide, 50, 1),
    p95: pickPercentile(inPyodide, 95, 1),
  };
  await context.close();
} finally {
  await stop();
}

console.log(JSON.stringify({ practicePython: results }, null, 2));
