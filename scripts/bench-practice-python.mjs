/**
 * Warm Python Submit, in Debian's Chromium through the real Practice page against the
 * production server: for a spread of problems (the ones with the most tests, plus the seed's Two
 * Sum), the reference solution is submitted once to warm up (Pyodide loaded, modules imported),
 * then RUNS times measured from the click to the rendered result of every test, hidden ones
 * included. Also reports the time spent inside Pyodide (the run summary's figure).
 * Prints JSON. Budget (docs/benchmarks.md): warm Python Submit p95 <= 500 ms.
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { register } from 'tsx/esm/api';
import { ensureBuild } from './ensure-build.mjs';
import { signUpBenchLearner } from './sign-up-bench-learner.mjs';
import { startBenchServer } from './start-bench-server.mjs';

register();

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const PROBLEM_COUNT = Number(process.env.BENCH_PROBLEMS ?? 6);
const ENGINE_READY_TIMEOUT_MS = 180_000;
const ROOT = path.resolve(import.meta.dirname, '..');

const { problemBank } = await import(
  pathToFileURL(path.join(ROOT, 'common/practice/problem-bank.ts')).href
);
const pythonProblems = problemBank.filter((problem) => problem.language === 'python');
const heaviest = [...pythonProblems]
  .sort((a, b) => JSON.stringify(b.tests).length - JSON.stringify(a.tests).length)
  .slice(0, PROBLEM_COUNT - 1);
const problems = [pythonProblems.find((problem) => problem.id === 'two-sum'), ...heaviest];

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)] * 10) / 10;
}

/** Clicks Submit and resolves with ms until the output area shows the new result (in-page). */
function timeSubmit(page) {
  return page.evaluate(async () => {
    const button = [...document.querySelectorAll('button')].find(
      (element) => element.textContent === 'Submit',
    );
    const output = document.querySelector('[data-testid="practice-output"]');
    if (!button || !output) throw new Error('no Submit button or output');
    const started = performance.now();
    await new Promise((resolve) => {
      let sawBusy = false;
      const observer = new MutationObserver(() => {
        if (output.getAttribute('aria-busy') === 'true') sawBusy = true;
        if (
          sawBusy &&
          output.getAttribute('aria-busy') === 'false' &&
          output.querySelector('[data-testid="run-summary"]')
        ) {
          observer.disconnect();
          resolve();
        }
      });
      observer.observe(output, { attributes: true, childList: true, subtree: true });
      button.click();
    });
    return performance.now() - started;
  });
}

async function engineSummaryMs(page) {
  const text = (await page.getByTestId('run-summary').textContent()) ?? '';
  const match = /·\s*(<\s*1|[\d.]+)\s*(ms|s)/.exec(text);
  if (!match) return NaN;
  if (match[1].startsWith('<')) return 0.5;
  return Number(match[1]) * (match[2] === 's' ? 1000 : 1);
}

ensureBuild({ quiet: true });
const server = await startBenchServer({ name: 'practice-python' });
const results = { loadAverage1m: Number(loadavg()[0].toFixed(2)), runsPerProblem: RUNS };
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const session = await signUpBenchLearner(server, `bench-python-${Date.now()}@nyra.test`);
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await context.addInitScript(
    ([value]) => {
      window.localStorage.setItem('auth_data', value);
      window.localStorage.setItem('practice_editor', '"plain"');
    },
    [JSON.stringify(session)],
  );
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
      inPyodide.push(await engineSummaryMs(page));
    }
    all.push(...round);
    results.problems[problem.id] = {
      tests: problem.tests.length,
      p50: percentile(round, 50),
      p95: percentile(round, 95),
    };
  }
  results.pythonWarmSubmitMs = {
    samples: all.length,
    min: percentile(all, 0),
    p50: percentile(all, 50),
    p95: percentile(all, 95),
    max: percentile(all, 100),
  };
  results.pythonWarmSubmitInPyodideMs = {
    p50: percentile(inPyodide, 50),
    p95: percentile(inPyodide, 95),
  };
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}

console.log(JSON.stringify({ practicePython: results }, null, 2));
