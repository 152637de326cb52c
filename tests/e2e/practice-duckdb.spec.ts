/**
 * DuckDB in Practice: the learner chooses the "SQL dialect" DuckDB, the engine downloads with
 * progress (duckdb-wasm in a worker, self-hosted), Run and Submit grade in it and Explain shows
 * DuckDB's plan; then, with the network off, a reload finds DuckDB in the engines cache and runs
 * again. A problem not marked for DuckDB runs in SQLite and says so.
 */
import { expect, test } from './support/test.ts';
import { seriousViolations } from './support/axe.ts';
import {
  ENGINE_READY_TIMEOUT_MS,
  holdPythonEngine,
  openProblem,
  runAndWait,
  setCode,
  signInLearner,
  submitTestCount,
} from './support/practice-helpers.ts';
import { waitForServiceWorker } from './support/wait-for-service-worker.ts';

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 480_000 });

const PROBLEM = 'select-engineering-employees';
const SOLUTION =
  "SELECT name, salary FROM employees WHERE department = 'Engineering' ORDER BY salary DESC, name;";

test('choose DuckDB, run and submit in it, explain, then run again offline', async ({
  page,
  context,
  request,
}) => {
  await signInLearner(page, request);
  await holdPythonEngine(page);
  await openProblem(page, PROBLEM);
  // The engine's files must go through the service worker to land in its engines cache.
  await waitForServiceWorker(page);

  const dialect = page.getByLabel('SQL dialect');
  await expect(dialect).toHaveValue('sqlite');
  await dialect.selectOption({ label: 'DuckDB' });
  const status = page.getByTestId('engine-status');
  // Downloading first (the progress line), then ready.
  await expect(status).toContainText('DuckDB', { timeout: 30_000 });
  await expect(status).toContainText('DuckDB ready', { timeout: ENGINE_READY_TIMEOUT_MS });

  await setCode(page, SOLUTION);
  expect(await runAndWait(page, 'Run')).toContain('passed');
  expect(await runAndWait(page, 'Submit')).toContain(
    `Accepted: all ${submitTestCount(PROBLEM)} tests passed`,
  );

  // Explain shows DuckDB's plan as a tree with a line on each step.
  await page.getByRole('button', { name: 'Explain', exact: true }).click();
  const plan = page.getByRole('region', { name: 'Query plan' });
  await expect(plan).toContainText('DuckDB query plan', { timeout: ENGINE_READY_TIMEOUT_MS });
  await expect(plan).toContainText('SEQ_SCAN on employees');
  await expect(plan).toContainText('Sorts the rows (for ORDER BY)');
  expect(await seriousViolations(page)).toEqual([]);

  // A problem not marked for DuckDB (its planted integer-division mistake would pass there):
  // SQLite grades it, and the screen says so.
  await openProblem(page, 'average-salary-by-department');
  await expect(page.getByLabel('SQL dialect')).toHaveValue('sqlite');
  await expect(page.getByText('This problem does not run in DuckDB yet')).toBeVisible();

  // A problem written for SQLite alone (julianday): the control is fixed to SQLite and says why.
  await openProblem(page, 'longest-login-streak');
  await expect(page.getByLabel('SQL dialect')).toHaveValue('sqlite');
  await expect(page.getByLabel('SQL dialect')).toBeDisabled();
  await expect(page.getByText('This problem uses SQLite syntax')).toBeVisible();

  // Network off: a reload starts DuckDB from the engines cache and grades again.
  await openProblem(page, PROBLEM);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(page.getByLabel('SQL dialect')).toHaveValue('duckdb');
  await expect(status).toContainText('DuckDB ready', { timeout: ENGINE_READY_TIMEOUT_MS });
  await setCode(page, SOLUTION);
  expect(await runAndWait(page, 'Run')).toContain('passed');
  await context.setOffline(false);
});
