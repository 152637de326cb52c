/**
 * PostgreSQL in Practice: the learner chooses the "SQL dialect" PostgreSQL, solves a
 * problem SQLite cannot run (DISTINCT ON, graded by PGlite in a worker), sees the query plan
 * with "Explain", and finds the choice still selected after a reload.
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

test.describe.configure({ timeout: 420_000 });

const DISTINCT_ON_SOLUTION = `SELECT DISTINCT ON (customer_id) customer_id, id AS order_id, ordered_at, amount
FROM orders
ORDER BY customer_id, ordered_at DESC, id DESC;`;

test('choose PostgreSQL, solve a DISTINCT ON problem, explain it, and keep the choice', async ({
  page,
  request,
}) => {
  await signInLearner(page, request);
  await holdPythonEngine(page);

  // A problem that runs in both engines: the learner picks PostgreSQL there.
  await openProblem(page, 'select-engineering-employees');
  const dialect = page.getByLabel('SQL dialect');
  await expect(dialect).toHaveValue('sqlite');
  await dialect.selectOption({ label: 'PostgreSQL' });
  await expect(page.getByTestId('engine-status')).toContainText('PostgreSQL', {
    timeout: ENGINE_READY_TIMEOUT_MS,
  });

  // A problem SQLite cannot run (DISTINCT ON; DuckDB can): the control offers only its engines.
  await openProblem(page, 'latest-order-per-customer');
  await expect(page.getByLabel('SQL dialect')).toHaveValue('postgres');
  await expect(page.getByLabel('SQL dialect').locator('option')).toHaveText([
    'PostgreSQL',
    'DuckDB',
  ]);
  await setCode(page, DISTINCT_ON_SOLUTION);
  expect(await runAndWait(page, 'Submit')).toContain(
    `Accepted: all ${submitTestCount('latest-order-per-customer')} tests passed`,
  );

  // Explain shows PostgreSQL's plan as a tree with a line on each step.
  await page.getByRole('button', { name: 'Explain', exact: true }).click();
  const plan = page.getByRole('region', { name: 'Query plan' });
  await expect(plan).toBeVisible({ timeout: ENGINE_READY_TIMEOUT_MS });
  await expect(plan).toContainText('PostgreSQL query plan');
  await expect(plan).toContainText('Unique');
  await expect(plan).toContainText('Seq Scan on orders');
  await expect(plan).toContainText('Reads every row of orders (a full scan)');
  // The dialect control and the plan: no serious or critical axe violation.
  expect(await seriousViolations(page)).toEqual([]);

  // The choice survives a reload and applies to problems that run in both engines.
  await openProblem(page, 'select-engineering-employees');
  await page.reload();
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(page.getByLabel('SQL dialect')).toHaveValue('postgres');
  await expect(page.getByLabel('SQL dialect')).toBeEnabled();
});

test('Explain shows SQLite’s plan for a learner on SQLite, on a phone', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInLearner(page, request);
  await holdPythonEngine(page);
  await openProblem(page, 'select-engineering-employees');
  await expect(page.getByLabel('SQL dialect')).toHaveValue('sqlite');
  await setCode(
    page,
    "SELECT name FROM employees WHERE department = 'Engineering' ORDER BY salary;",
  );
  await page.getByRole('button', { name: 'Explain', exact: true }).click();
  const plan = page.getByRole('region', { name: 'Query plan' });
  await expect(plan).toContainText('SQLite query plan', { timeout: ENGINE_READY_TIMEOUT_MS });
  await expect(plan).toContainText('SCAN employees');
  await expect(plan).toContainText('Reads every row of employees (a full scan)');
  await expect(plan).toContainText('USE TEMP B-TREE FOR ORDER BY');
  expect(await seriousViolations(page)).toEqual([]);
});

test('a PostgreSQL query that never ends is stopped at the time limit and the next run works', async ({
  page,
  request,
}) => {
  await signInLearner(page, request);
  await holdPythonEngine(page);
  await openProblem(page, 'latest-order-per-customer');
  await expect(page.getByTestId('engine-status')).toContainText('PostgreSQL ready', {
    timeout: ENGINE_READY_TIMEOUT_MS,
  });
  await setCode(
    page,
    'WITH RECURSIVE forever(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM forever) SELECT COUNT(*) FROM forever;',
  );
  expect(await runAndWait(page, 'Run')).toContain('Time limit exceeded: stopped after 5 s');
  // The worker was replaced: a fresh PostgreSQL grades the next run.
  await setCode(page, DISTINCT_ON_SOLUTION);
  expect(await runAndWait(page, 'Run')).toContain('All 1 example passed');
});
