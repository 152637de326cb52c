/**
 * Practice in the browser: real grading of Python (Pyodide) and SQL (sql.js) in
 * workers, runaway code stopped, drafts kept across reloads, Monaco served by us, phone layout.
 */
import { expect, test } from './support/test.ts';
import { problemBank } from '@/common/practice/problem-bank.ts';
import {
  codeArea,
  ENGINE_READY_TIMEOUT_MS,
  holdPythonEngine,
  openProblem,
  runAndWait,
  setCode,
  signInLearner,
  submitTestCount,
  testResult,
  TWO_SUM_CORRECT,
  TWO_SUM_ONE_LINE,
  TWO_SUM_WRONG,
  waitForEngine,
} from './support/practice-helpers.ts';

test.describe.configure({ timeout: 360_000 });

test('Two Sum: a wrong answer fails Run and Submit with details; a correct one is accepted', async ({
  page,
  request,
}) => {
  await signInLearner(page, request);
  await openProblem(page, 'two-sum');
  // The statement is readable while Python is still loading.
  await expect(page.getByText('Input: nums = [2, 7, 11, 15], target = 9')).toBeVisible();

  await setCode(page, TWO_SUM_WRONG);
  expect(await runAndWait(page, 'Run')).toContain('0 of 2 examples passed');
  const first = testResult(page, 'Example 1');
  await expect(first).toContainText('Failed');
  await expect(first).toContainText('nums = [2, 7, 11, 15], target = 9');
  await expect(first).toContainText('[0, 1]');
  await expect(first).toContainText('[0, 0]');

  expect(await runAndWait(page, 'Submit')).toMatch(
    new RegExp(`\\d+ of ${submitTestCount('two-sum')} tests passed`),
  );
  // The first failing test in full, the others counted (practice-feedback.spec.ts has the detail).
  await expect(page.getByRole('list', { name: 'Test results' }).getByRole('listitem')).toHaveCount(
    1,
  );
  await expect(page.getByTestId('more-failing')).toContainText(/^and \d+ more failing tests?/);

  await setCode(page, TWO_SUM_CORRECT);
  expect(await runAndWait(page, 'Run')).toContain('All 2 examples passed');
  expect(await runAndWait(page, 'Submit')).toContain(
    `Accepted: all ${submitTestCount('two-sum')} tests passed`,
  );
  await expect(page.locator('a[data-problem-id="two-sum"]')).toContainText('Solved');
  await expect(page.getByTestId('practice-solved-count')).toHaveText(
    `1 of ${problemBank.length} problems solved`,
  );

  // The reference solution is offered after an attempt.
  await page.getByRole('button', { name: 'Show the solution' }).click();
  await expect(page.getByText('seen = {}  # value -> index')).toBeVisible();
});

test('an infinite loop is stopped after the time limit, the page stays responsive and the next run works', async ({
  page,
  request,
}) => {
  await signInLearner(page, request);
  await openProblem(page, 'two-sum');
  await waitForEngine(page, 'Python');
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
  const python = page.locator('[data-engine="Python"]');
  const loadMs = await python.getAttribute('data-load-ms');

  await setCode(page, 'def two_sum(nums, target):\n    while True:\n        pass\n');
  const started = Date.now();
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  // The main thread is free while Python spins: the hints still open.
  await page.getByRole('button', { name: 'Show a hint' }).click();
  await expect(page.getByText('Hint 1.')).toBeVisible();
  await expect(page.getByTestId('run-summary')).toContainText(
    'Time limit exceeded: stopped after 5 s',
    {
      timeout: 30_000,
    },
  );
  const elapsed = Date.now() - started;
  expect(elapsed).toBeGreaterThanOrEqual(4_500);

  // Interrupted, not restarted: the same warm interpreter (same load) answers the next run.
  await expect(page.getByTestId('engine-status')).toContainText('Python ready');
  await expect(python).toHaveAttribute('data-load-ms', loadMs ?? '');
  await setCode(page, TWO_SUM_CORRECT);
  expect(await runAndWait(page, 'Run')).toContain('All 2 examples passed');
});

test('without cross-origin isolation, a runaway run is stopped by replacing the worker', async ({
  page,
  request,
}) => {
  await signInLearner(page, request);
  // Serve the page the way a host without COOP/COEP would: no SharedArrayBuffer, no interrupts.
  await page.route('**/dashboard/playground**', async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['cross-origin-opener-policy'];
    delete headers['cross-origin-embedder-policy'];
    await route.fulfill({ response, headers });
  });
  await openProblem(page, 'two-sum');
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(false);
  await waitForEngine(page, 'Python');
  const loadMs = await page.locator('[data-engine="Python"]').getAttribute('data-load-ms');

  await setCode(page, 'def two_sum(nums, target):\n    while True:\n        pass\n');
  expect(await runAndWait(page, 'Run')).toContain('Time limit exceeded: stopped after 5 s');
  // A new worker loads; the next run waits for it and then works.
  await setCode(page, TWO_SUM_CORRECT);
  expect(await runAndWait(page, 'Run')).toContain('All 2 examples passed');
  await expect(page.locator('[data-engine="Python"]')).not.toHaveAttribute(
    'data-load-ms',
    loadMs ?? '',
  );
});

test('tracebacks point at the learner’s lines; input() and print() behave', async ({
  page,
  request,
}) => {
  await signInLearner(page, request);
  await openProblem(page, 'two-sum');
  await setCode(
    page,
    'def two_sum(nums, target):\n    print("checking", nums)\n    name = input("? ")\n    return [0, 1]\n',
  );
  expect(await runAndWait(page, 'Run')).toContain('0 of 2 examples passed');
  const first = testResult(page, 'Example 1');
  await expect(first).toContainText('File "solution.py", line 3, in two_sum');
  await expect(first).toContainText('input() is not available here');
  await expect(first).toContainText('checking [2, 7, 11, 15]');
});

test('SQL: the schema browser shows the data, a wrong query shows the row diff, a correct one passes', async ({
  page,
  request,
}) => {
  await signInLearner(page, request);
  await holdPythonEngine(page);
  await openProblem(page, 'select-engineering-employees');
  await expect(page.getByRole('tab', { name: 'SQL' })).toHaveAttribute('aria-selected', 'true');
  const tables = page.getByRole('region', { name: 'First rows of employees' });
  await expect(tables).toContainText('Margaret', { timeout: ENGINE_READY_TIMEOUT_MS });
  await expect(page.getByRole('list', { name: 'Columns of employees' })).toContainText(
    'department',
  );

  await setCode(
    page,
    'SELECT name, salary FROM employees WHERE salary > 140000 ORDER BY salary DESC, name;',
  );
  expect(await runAndWait(page, 'Run')).toContain('0 of 1 example passed');
  const diff = page.getByTestId('row-diff');
  await expect(diff.getByRole('region', { name: /1 row missing/ })).toContainText('Margaret');
  await expect(page.getByText('Wrong number of rows: expected 3, got 2')).toBeVisible();

  await setCode(page, 'SELECT name FROM employees;');
  await runAndWait(page, 'Run');
  await expect(page.getByText(/Wrong number of columns: expected 2/)).toBeVisible();

  await setCode(
    page,
    "SELECT name, salary FROM employees WHERE department = 'Engineering' ORDER BY salary DESC, name;",
  );
  expect(await runAndWait(page, 'Run')).toContain('All 1 example passed');
  await expect(page.getByRole('region', { name: 'Your result' })).toContainText('Grace');
  expect(await runAndWait(page, 'Submit')).toContain(
    `Accepted: all ${submitTestCount('select-engineering-employees')} tests passed`,
  );
});

test('a draft survives a reload, per problem', async ({ page, request }) => {
  await signInLearner(page, request);
  await holdPythonEngine(page);
  await openProblem(page, 'climbing-stairs');
  const code = 'def climb_stairs(n):\n    # my draft\n    return n\n';
  await setCode(page, code);
  await expect(page.getByText('Draft saved')).toBeVisible();
  await page.reload();
  await expect(codeArea(page)).toHaveValue(code);

  // Another problem still opens with its starter code.
  await page.getByRole('link', { name: /Reverse String/ }).click();
  await expect(codeArea(page)).toHaveValue(/def reverse_string/);
});

test('Monaco loads from our own server (no CDN) and Ctrl+Enter runs', async ({ page, request }) => {
  const foreign: string[] = [];
  page.on('request', (req) => {
    if (
      !req.url().startsWith('http://127.0.0.1') &&
      !req.url().startsWith('data:') &&
      !req.url().startsWith('blob:')
    ) {
      foreign.push(req.url());
    }
  });
  await signInLearner(page, request, { plainEditor: false });
  await openProblem(page, 'two-sum');
  const editor = page.getByTestId('monaco-editor').locator('.monaco-editor');
  await expect(editor).toBeVisible({ timeout: 30_000 });
  await waitForEngine(page, 'Python');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  // One line, so Monaco's auto-indent cannot change the program.
  await page.keyboard.insertText(TWO_SUM_ONE_LINE);
  await page.keyboard.press('Control+Enter');
  await expect(page.getByTestId('run-summary')).toContainText('All 2 examples passed', {
    timeout: ENGINE_READY_TIMEOUT_MS,
  });
  expect(foreign).toEqual([]);
});

test('on a phone: list first, then the problem with a plain editor', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({
    viewport: { width: 360, height: 780 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await signInLearner(page, request, { plainEditor: false });
  await page.goto('/dashboard/playground?tab=python');
  await page.getByRole('link', { name: /Climbing Stairs/ }).click();
  await expect(page.getByRole('heading', { name: 'Climbing Stairs' })).toBeVisible();
  await expect(page.getByTestId('monaco-editor')).toHaveCount(0);
  await setCode(
    page,
    'def climb_stairs(n):\n    a, b = 1, 1\n    for _ in range(n - 1):\n        a, b = b, a + b\n    return b\n',
  );
  expect(await runAndWait(page, 'Submit')).toContain(
    `Accepted: all ${submitTestCount('climbing-stairs')} tests passed`,
  );
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('link', { name: '← All problems' }).click();
  await expect(page.getByRole('link', { name: /Two Sum/ })).toBeVisible();
  await context.close();
});
