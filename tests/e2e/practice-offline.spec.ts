/**
 * Offline story: after Practice has been opened online, a learner with no network
 * opens Practice, solves a Python and a SQL problem and Submit grades them; the attempts reach
 * the server once the network is back, and the progress follows them to another device.
 */
import { expect, test } from './support/test.ts';
import { waitForServiceWorker } from './support/wait-for-service-worker.ts';
import { practiceProgressResponseSchema } from '@/common/practice/attempt-schema.ts';
import { problemBank } from '@/common/practice/problem-bank.ts';
import {
  PRACTICE_CONTENT_CACHE,
  PRACTICE_INDEX_PATH,
  practiceProblemPath,
} from '@/common/practice/problem-content-paths.ts';
import {
  ENGINE_READY_TIMEOUT_MS,
  openProblem,
  runAndWait,
  setCode,
  signInLearner,
  submitTestCount,
  TWO_SUM_CORRECT,
  waitForEngine,
} from './support/practice-helpers.ts';
import { seedSession } from './support/create-account.ts';

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 480_000 });

const SQL_SOLUTION =
  "SELECT name, salary FROM employees WHERE department = 'Engineering' ORDER BY salary DESC, name;";

test('solve a Python and a SQL problem offline; attempts sync when back online', async ({
  page,
  context,
  request,
  browser,
}) => {
  const session = await signInLearner(page, request);
  const progress = async () => {
    const response = await request.get('/api/practice/progress/', {
      headers: { Authorization: `Bearer ${session.access_token}` },
    });
    expect(response.ok()).toBe(true);
    return practiceProgressResponseSchema.parse(await response.json()).problems;
  };

  // Online once: the engines load, and Practice keeps a copy of them for offline use.
  await openProblem(page, 'two-sum');
  await waitForServiceWorker(page);
  await waitForEngine(page, 'Python');
  await waitForEngine(page, 'SQL');
  await expect(page.getByTestId('practice-offline-ready')).toBeVisible({
    timeout: ENGINE_READY_TIMEOUT_MS,
  });

  // Network off: a fresh load of Practice still works, engines included.
  await context.setOffline(true);
  await page.goto('/dashboard/playground?problem=two-sum');
  await expect(page.getByRole('heading', { name: 'Two Sum' })).toBeVisible();
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
  await waitForEngine(page, 'Python');
  await setCode(page, TWO_SUM_CORRECT);
  expect(await runAndWait(page, 'Submit')).toContain(
    `Accepted: all ${submitTestCount('two-sum')} tests passed`,
  );

  await page.getByRole('tab', { name: 'SQL' }).click();
  await page.getByRole('link', { name: /Engineers by Salary/ }).click();
  await waitForEngine(page, 'SQL');
  await setCode(page, SQL_SOLUTION);
  expect(await runAndWait(page, 'Submit')).toContain(
    `Accepted: all ${submitTestCount('select-engineering-employees')} tests passed`,
  );
  await expect(page.getByTestId('practice-solved-count')).toHaveText(
    `2 of ${problemBank.length} problems solved`,
  );

  // Nothing reached the server while offline.
  expect(await progress()).toEqual([]);

  // Back online: the queue flushes by itself.
  await context.setOffline(false);
  await expect
    .poll(async () => (await progress()).map((row) => [row.problem_id, row.solved]), {
      timeout: 30_000,
    })
    .toEqual([
      ['select-engineering-employees', true],
      ['two-sum', true],
    ]);

  // Another device: after sign-in the progress and the latest code come from the server.
  const other = await browser.newContext({ serviceWorkers: 'block' });
  const otherPage = await other.newPage();
  await seedSession(otherPage, session);
  await otherPage.addInitScript(() => window.localStorage.setItem('practice_editor', '"plain"'));
  await otherPage.goto('/dashboard/playground?problem=two-sum');
  await expect(otherPage.getByTestId('practice-solved-count')).toHaveText(
    `2 of ${problemBank.length} problems solved`,
  );
  await expect(otherPage.locator('a[data-problem-id="two-sum"]')).toContainText('Solved');
  await expect(otherPage.getByRole('textbox', { name: /code for Two Sum/ })).toHaveValue(
    TWO_SUM_CORRECT,
  );
  await other.close();
});

test('"Make practice available offline" downloads the engines with progress, and every problem', async ({
  page,
  request,
}) => {
  await signInLearner(page, request);
  // Open on a phone-sized list view so no engine has to finish first.
  await openProblem(page, 'climbing-stairs');
  const button = page.getByRole('button', { name: 'Make practice available offline' });
  await button.click();
  await expect(page.getByRole('progressbar', { name: 'Offline download progress' })).toBeVisible();
  await expect(page.getByTestId('practice-offline-ready')).toBeVisible({
    timeout: ENGINE_READY_TIMEOUT_MS,
  });
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const engines = names.find((name) => name.includes('engines'));
    if (!engines) return [];
    const cache = await caches.open(engines);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });
  expect(cached).toEqual(
    expect.arrayContaining([
      '/engines/pyodide-314.0.7/pyodide.asm.wasm',
      '/engines/pyodide-314.0.7/python_stdlib.zip',
      expect.stringMatching(/^\/assets\/sql-wasm-.*\.wasm$/),
      expect.stringMatching(/^\/assets\/monaco-code-editor-.*\.js$/),
      expect.stringMatching(/^\/assets\/editor\.worker-.*\.js$/),
      // PostgreSQL (PGlite) too: the button takes every engine, whatever the SQL dialect.
      expect.stringMatching(/^\/assets\/pglite-.*\.wasm$/),
      expect.stringMatching(/^\/assets\/pglite-.*\.data$/),
      expect.stringMatching(/^\/assets\/initdb-.*\.wasm$/),
    ]),
  );
  // Every problem's file, without its wrong solutions, in the content cache lessons use too.
  const problems = await page.evaluate(async (cacheName) => {
    const cache = await caches.open(cacheName);
    const paths = (await cache.keys()).map((request) => new URL(request.url).pathname);
    const twoSum = await (await cache.match('/practice-content/problems/two-sum.json'))?.json();
    return { paths, wrong: (twoSum as { wrongSolutions?: unknown[] } | undefined)?.wrongSolutions };
  }, PRACTICE_CONTENT_CACHE);
  expect(problems.paths).toEqual(
    expect.arrayContaining([
      PRACTICE_INDEX_PATH,
      ...problemBank.map((problem) => practiceProblemPath(problem.id)),
    ]),
  );
  expect(problems.wrong).toEqual([]);
});
