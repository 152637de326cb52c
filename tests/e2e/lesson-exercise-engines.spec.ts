/**
 * Lesson exercises in the optional SQL engines (issue 30): a DuckDB exercise checked online passes
 * and ticks the lesson; and after "Make available offline" (which stores the engines the course's
 * exercises run in), a learner offline picks PostgreSQL, then DuckDB, never loaded before, and
 * Check still grades and ticks the lesson.
 */
import { expect, test, type Page } from './support/test.ts';
import { RUNTIME_CACHES } from '@/common/cache-names.ts';
import { progressListResponseSchema } from '@/common/courses/progress-schema.ts';
import { seedSession } from './support/create-account.ts';
import { bearer, createAccountPatiently } from './support/courses-helpers.ts';
import { checkSqlAnswer, readExerciseSolution } from './support/lesson-exercise-steps.ts';
import { waitForServiceWorker } from './support/wait-for-service-worker.ts';

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 300_000 });

const LESSON_ID = 'de-sql-window-functions';
const EXERCISE_ID = 'de-ex-latest-order-version';
/** Answers only PostgreSQL (DISTINCT ON) or only DuckDB (QUALIFY) accepts: proof of the engine. */
const POSTGRES_ONLY =
  'SELECT DISTINCT ON (order_id) order_id, status FROM orders_raw ORDER BY order_id, updated_at DESC;';
const DUCKDB_ONLY =
  'SELECT order_id, status FROM orders_raw QUALIFY row_number() OVER (PARTITION BY order_id ORDER BY updated_at DESC) = 1 ORDER BY order_id;';

function passedBadge(page: Page) {
  return page
    .locator(`[data-exercise-id="${EXERCISE_ID}"] p`, { hasText: /^SQL exercise/ })
    .getByText('Passed', { exact: true });
}

test('a lesson exercise checked in DuckDB passes and ticks the lesson', async ({
  page,
  request,
}) => {
  const solution = await readExerciseSolution(LESSON_ID, EXERCISE_ID);
  const session = await createAccountPatiently(request);
  await seedSession(page, session);
  await page.goto(`/dashboard/lessons?course=data-engineering&lesson=${LESSON_ID}`);
  await expect(page.getByRole('button', { name: 'Mark as complete' })).toBeDisabled();

  await page.getByLabel('SQL dialect').selectOption('duckdb');
  // A DuckDB-only answer fails in no other way than by not being run in DuckDB.
  await checkSqlAnswer(page, DUCKDB_ONLY);
  await expect(page.getByText('Loading DuckDB…')).toBeVisible();
  await expect(page.getByText('All 5 tests passed.')).toBeVisible({ timeout: 120_000 });
  await expect(passedBadge(page)).toBeVisible();
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();

  // The reference solution passes in DuckDB too.
  await checkSqlAnswer(page, solution);
  await expect(page.getByText('All 5 tests passed.')).toBeVisible({ timeout: 60_000 });

  await page.reload();
  await expect(page.getByLabel('SQL dialect')).toHaveValue('duckdb');
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
});

test('after downloading the course, an exercise checked offline in PostgreSQL and DuckDB passes and ticks', async ({
  page,
  context,
  request,
}) => {
  const session = await createAccountPatiently(request);
  await seedSession(page, session);
  await page.goto('/dashboard/lessons?course=data-engineering');
  await waitForServiceWorker(page);
  await page.reload();

  // The panel names the engines the course's exercises run in, with their size, before saving.
  const offlinePanel = page.getByRole('region', { name: 'Offline access' });
  await expect(
    offlinePanel.getByText(
      /the engines its exercises run in \(.*PostgreSQL.*DuckDB.*: [\d.]+ MB\)/,
    ),
  ).toBeVisible();
  await offlinePanel.getByRole('button', { name: 'Make available offline' }).click();
  // (Not getByText('Available offline'): the button's own name contains it.)
  await expect(offlinePanel.getByRole('button', { name: 'Remove download' })).toBeVisible({
    timeout: 180_000,
  });

  await context.setOffline(true);
  await page.goto(`/dashboard/lessons?course=data-engineering&lesson=${LESSON_ID}`);
  await expect(
    page.getByText(/courses you saved for offline use are still available/),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'SQL answer' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as complete' })).toBeDisabled();

  // PostgreSQL was never loaded online: it starts from what the download stored.
  await page.getByLabel('SQL dialect').selectOption('postgres');
  await checkSqlAnswer(page, POSTGRES_ONLY);
  await expect(page.getByText('All 5 tests passed.')).toBeVisible({ timeout: 120_000 });
  await expect(passedBadge(page)).toBeVisible();
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();

  // DuckDB likewise.
  await page.getByLabel('SQL dialect').selectOption('duckdb');
  await checkSqlAnswer(page, DUCKDB_ONLY);
  await expect(page.getByText('All 5 tests passed.')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByText(/could not load/)).toHaveCount(0);

  // The tick reaches the server once the connection is back (the one sync engine).
  await context.setOffline(false);
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/lesson-progress/', { headers: bearer(session) });
        const items = progressListResponseSchema.parse(await response.json()).items;
        return items.find((item) => item.lessonId === LESSON_ID)?.completedAt ?? null;
      },
      { timeout: 60_000 },
    )
    .not.toBeNull();

  // Engines missing from a saved course (saved before downloads took them, or evicted): the panel
  // says so and "Update download" stores them again.
  await page.evaluate((name) => caches.delete(name), RUNTIME_CACHES.engines);
  await page.goto('/dashboard/lessons?course=data-engineering');
  await expect(
    offlinePanel.getByText(
      /^To check its exercises offline, update the download to add the engines/,
    ),
  ).toBeVisible();
  await offlinePanel.getByRole('button', { name: 'Update download' }).click();
  await expect(offlinePanel.getByRole('status')).toContainText('Saving Data Engineering');
  await expect(offlinePanel.getByRole('button', { name: 'Remove download' })).toBeVisible({
    timeout: 180_000,
  });
  await expect(offlinePanel.getByText(/^To check its exercises offline/)).toHaveCount(0);
  await expect(offlinePanel.getByRole('button', { name: 'Update download' })).toHaveCount(0);
  expect(
    await page.evaluate(
      async (name) => (await (await caches.open(name)).keys()).length,
      RUNTIME_CACHES.engines,
    ),
  ).toBeGreaterThan(0);
});
