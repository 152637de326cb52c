/**
 * A graded exercise inside a lesson: the learner types the reference solution, Check passes every
 * test, the lesson shows as complete and stays so after a reload; after that first visit the
 * lesson, its exercise and the SQL engine work offline and Check still grades.
 */
import { expect, test } from './support/test.ts';
import { seedSession } from './support/create-account.ts';
import { createAccountPatiently } from './support/courses-helpers.ts';
import { checkSqlAnswer, readExerciseSolution } from './support/lesson-exercise-steps.ts';
import { waitForServiceWorker } from './support/wait-for-service-worker.ts';

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 300_000 });

const LESSON_ID = 'de-sql-window-functions';
const EXERCISE_ID = 'de-ex-latest-order-version';

test('an exercise checked in a lesson completes it, after a reload and offline too', async ({
  page,
  context,
  request,
}) => {
  const solution = await readExerciseSolution(LESSON_ID, EXERCISE_ID);
  const session = await createAccountPatiently(request);
  await seedSession(page, session);
  await page.goto('/dashboard/lessons?course=data-engineering');
  await waitForServiceWorker(page);
  await page.reload();
  const modules = page.getByRole('complementary', { name: 'Data Engineering modules' });
  await modules.getByRole('link', { name: /Window functions for deduplication/ }).click();
  await expect(
    page.getByRole('heading', {
      level: 3,
      name: 'Exercise: keep the latest version of each order',
    }),
  ).toBeVisible();

  // Not complete until the exercise passes.
  await expect(page.getByRole('button', { name: 'Mark as complete' })).toBeDisabled();
  await expect(page.getByText('Pass the exercise below to complete this lesson.')).toBeVisible();

  // A wrong answer shows which tests failed.
  await checkSqlAnswer(page, 'SELECT DISTINCT order_id, status FROM orders_raw ORDER BY order_id;');
  await expect(page.getByText(/^\d of 5 tests passed\.$/)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Failed', { exact: true }).first()).toBeVisible();

  // Run shows the result on the example data.
  await page.getByRole('textbox', { name: 'SQL answer' }).fill(solution);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Result on the example data' })).toBeVisible();

  await checkSqlAnswer(page, solution);
  await expect(page.getByText('All 5 tests passed.')).toBeVisible();
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: /Window functions/ })).toBeVisible();
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();

  // Offline after that first visit: the lesson, its exercise and the engine come from the caches.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('You are offline.')).toBeVisible();
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  await checkSqlAnswer(page, solution);
  await expect(page.getByText('All 5 tests passed.')).toBeVisible({ timeout: 60_000 });
});

test('a lesson exercise checked in PostgreSQL passes and ticks, and the dialect is remembered', async ({
  page,
  request,
}) => {
  const solution = await readExerciseSolution(LESSON_ID, EXERCISE_ID);
  const session = await createAccountPatiently(request);
  await seedSession(page, session);
  await page.goto('/dashboard/lessons?course=data-engineering');
  const modules = page.getByRole('complementary', { name: 'Data Engineering modules' });
  await modules.getByRole('link', { name: /Window functions for deduplication/ }).click();

  // The exercise offers the three engines it lists; SQLite until the learner chooses.
  const dialect = page.getByLabel('SQL dialect');
  await expect(dialect).toHaveValue('sqlite');
  await expect(dialect.locator('option')).toHaveText(['SQLite', 'PostgreSQL', 'DuckDB']);
  await dialect.selectOption('postgres');

  await checkSqlAnswer(page, solution);
  // PGlite downloads and starts on the first Check, with its progress shown.
  await expect(page.getByText('Loading PostgreSQL…')).toBeVisible();
  await expect(page.getByText('All 5 tests passed.')).toBeVisible({ timeout: 120_000 });
  await expect(
    page
      .locator(`[data-exercise-id="${EXERCISE_ID}"] p`, { hasText: /^SQL exercise/ })
      .getByText('Passed', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();

  // A PostgreSQL-only answer proves the check ran in PostgreSQL, not SQLite.
  await checkSqlAnswer(
    page,
    'SELECT DISTINCT ON (order_id) order_id, status FROM orders_raw ORDER BY order_id, updated_at DESC;',
  );
  await expect(page.getByText('All 5 tests passed.')).toBeVisible({ timeout: 60_000 });

  await page.reload();
  await expect(page.getByLabel('SQL dialect')).toHaveValue('postgres');
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
});
