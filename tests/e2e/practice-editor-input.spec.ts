/**
 * The practice editor never loses what the learner types. A fast typist on a
 * slow phone is played by `keyboard.type()` with no delay on a page whose CPU is throttled 4×,
 * starting the moment the problem opens (the draft, the engines and Monaco still loading) while
 * autosave runs. The text must come out exact, keep the focus, be what Run executes, and survive
 * a reload.
 *
 * The texts are ~500 characters over several lines, written so that Monaco's editing help
 * (auto-closed brackets and quotes that the next typed character overtypes, keep-the-indent on
 * Enter, word suggestions closed by the punctuation ending each line) leaves them unchanged: the
 * comparison is exact.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './support/test.ts';
import {
  codeArea,
  ENGINE_READY_TIMEOUT_MS,
  openProblem,
  signInLearner,
} from './support/practice-helpers.ts';

test.describe.configure({ timeout: 360_000 });

const SQL_PROBLEM = 'select-engineering-employees';
const PYTHON_PROBLEM = 'two-sum';

const SQL_TEXT = [
  "SELECT 'typed-marker-alpha' AS first_note,",
  '(1 + 2 + 3 + 4 + 5) AS fifteen,',
  "'the quick brown fox jumps over the lazy dog' AS pangram,",
  '(SELECT COUNT(*) FROM employees) AS staff_count,',
  "(SELECT MAX(salary) FROM employees WHERE department = 'Engineering') AS top_pay,",
  "'every key typed at full speed stays in its place' AS promise,",
  '(7 * 6) AS answer,',
  '(SELECT MIN(salary) FROM employees) AS lowest_pay,',
  "'no character dropped, none reordered, none repeated' AS check_note,",
  "'typed-marker-omega' AS last_note;",
].join('\n');

const PYTHON_TEXT = [
  'def two_sum(nums, target): return [0, 1]',
  'print("typed-marker-alpha", 6 * 7)',
  'values = [3, 1, 4, 1, 5, 9, 2, 6]',
  'print("sum of values", sum(values), max(values))',
  'words = {"alpha": 1, "beta": 2, "gamma": 3, "delta": 4}',
  'print("sorted words", sorted(words), len(words))',
  'squares = [n * n for n in range(12)]',
  'print("squares total", sum(squares))',
  'pangram = "the quick brown fox jumps over the lazy dog"',
  'print("pangram letters", len(set(pangram.replace(" ", ""))))',
  'print("typed-marker-omega", len(values) * 100)',
].join('\n');

// What the Python text prints: a dropped or swapped character changes or breaks one of these.
const PYTHON_PRINTS = [
  'typed-marker-alpha 42',
  'sum of values 31 9',
  "sorted words ['alpha', 'beta', 'delta', 'gamma'] 4",
  'squares total 506',
  'pangram letters 26',
  'typed-marker-omega 800',
];

/** The page behaves like a slow phone from here on. */
async function throttleCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** The autosaved draft of a problem, read straight from IndexedDB. */
async function savedDraft(page: Page, problemId: string): Promise<string | undefined> {
  return page.evaluate(
    (id) =>
      new Promise<string | undefined>((resolve, reject) => {
        const open = indexedDB.open('nyra');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result
            .transaction('practiceDrafts')
            .objectStore('practiceDrafts')
            .getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            open.result.close();
            const rows = all.result as Array<{ problemId: string; code: string }>;
            resolve(rows.find((row) => row.problemId === id)?.code);
          };
        };
      }),
    problemId,
  );
}

function focusIsIn(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((within) => Boolean(document.activeElement?.closest(within)), selector);
}

/**
 * Puts the focus in whatever editor is shown first and empties it, as a learner starting over.
 * (Monaco's text box is an EditContext element under its rendered lines: focused, not clicked.)
 */
async function startTyping(page: Page): Promise<void> {
  await codeArea(page).focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
}

/** On a 4× slower CPU, opens the problem and starts typing as soon as an editor is there. */
async function openAndStartTyping(page: Page, problemId: string): Promise<void> {
  await throttleCpu(page);
  await openProblem(page, problemId);
  await startTyping(page);
}

async function run(page: Page): Promise<void> {
  const output = page.getByTestId('practice-output');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByTestId('run-summary')).toBeVisible({ timeout: ENGINE_READY_TIMEOUT_MS });
  await expect(output).toHaveAttribute('aria-busy', 'false', { timeout: ENGINE_READY_TIMEOUT_MS });
}

async function expectSqlRan(page: Page): Promise<void> {
  await run(page);
  const table = page.getByRole('region', { name: 'Your result' });
  for (const value of ['typed-marker-alpha', 'the quick brown fox', 'typed-marker-omega']) {
    await expect(table).toContainText(value);
  }
  await expect(table).toContainText('15');
  await expect(table).toContainText('42');
}

async function expectPythonRan(page: Page): Promise<void> {
  await run(page);
  const output = page.getByTestId('practice-output');
  for (const line of PYTHON_PRINTS) await expect(output).toContainText(line);
}

for (const [language, problemId, text, expectRan] of [
  ['SQL', SQL_PROBLEM, SQL_TEXT, expectSqlRan],
  ['Python', PYTHON_PROBLEM, PYTHON_TEXT, expectPythonRan],
] as const) {
  test(`Monaco, ${language}: typing before and after Monaco takes over keeps every key and the focus`, async ({
    page,
    request,
  }) => {
    await signInLearner(page, request, { plainEditor: false });
    // Into whatever is there first (the plain editor standing in while Monaco loads, or Monaco).
    await openAndStartTyping(page, problemId);
    const half = text.indexOf('\n', text.length / 2) + 1;
    await page.keyboard.type(text.slice(0, half));

    // Monaco takes over once the learner pauses, with the text and the caret carried over.
    const monaco = page.getByTestId('monaco-editor').locator('.monaco-editor');
    await expect(monaco).toBeVisible({ timeout: 60_000 });
    await expect.poll(() => focusIsIn(page, '[data-testid="monaco-editor"]')).toBe(true);
    await page.keyboard.type(text.slice(half));

    expect(await focusIsIn(page, '[data-testid="monaco-editor"]')).toBe(true);
    await expect.poll(() => savedDraft(page, problemId)).toBe(text);
    await expectRan(page);

    // Switching to the plain editor carries Monaco's text over: it is exactly what was typed.
    await page.getByRole('button', { name: 'Use plain editor' }).click();
    await expect(codeArea(page)).toHaveValue(text);
  });
}

// Each plain-editor test types its 500 keys once on the throttled page and checks everything
// that typing must keep (one slow typing run per language keeps CI's time down).
test('plain editor, Python: 500 keys at full speed from the moment the problem opens are kept exactly, survive a reload made at once and are what Run executes', async ({
  page,
  request,
}) => {
  await signInLearner(page, request);
  await openAndStartTyping(page, PYTHON_PROBLEM);
  await page.keyboard.type(PYTHON_TEXT);
  await expect(codeArea(page)).toHaveValue(PYTHON_TEXT);
  expect(await focusIsIn(page, 'textarea')).toBe(true);

  // No waiting for "Draft saved": leaving the page must save what is pending.
  await page.reload();
  await expect(codeArea(page)).toHaveValue(PYTHON_TEXT);
  await expect.poll(() => savedDraft(page, PYTHON_PROBLEM)).toBe(PYTHON_TEXT);
  await expectPythonRan(page);
  // Running did not change the text either.
  await expect(codeArea(page)).toHaveValue(PYTHON_TEXT);

  // Another problem opens with its own starter code, not this text.
  await page.getByRole('link', { name: /Reverse String/ }).click();
  await expect(codeArea(page)).toHaveValue(/def reverse_string/);
});

test('plain editor, SQL: 500 keys at full speed from the moment the problem opens are kept exactly, code from the server never replaces them, Run executes them; Reset goes back to the starter code', async ({
  page,
  request,
}) => {
  const session = await signInLearner(page, request);
  const serverCode = 'SELECT 1 AS from_the_server;';
  const recorded = await request.post('/api/practice/attempts/', {
    headers: { Authorization: `Bearer ${session.access_token}` },
    data: {
      attempts: [SQL_PROBLEM, 'bonus-statistics'].map((problemId, index) => ({
        id: randomUUID(),
        problem_id: problemId,
        language: 'sql',
        mode: 'run',
        code: serverCode,
        status: 'failed',
        passed: 0,
        total: 1,
        duration_ms: 1,
        created_at: new Date(Date.now() - 60_000 + index).toISOString(),
      })),
    },
  });
  expect(recorded.ok()).toBe(true);

  // The server's progress (with that code) is held until the learner has started typing.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/practice/progress/**', async (route) => {
    await released;
    await route.continue();
  });
  await openAndStartTyping(page, SQL_PROBLEM);
  // Released once the first line is typed (the app gives up on a request after 30 s), so it
  // lands while the learner goes on typing.
  const firstLine = SQL_TEXT.indexOf('\n') + 1;
  await page.keyboard.type(SQL_TEXT.slice(0, firstLine));
  release();
  await page.keyboard.type(SQL_TEXT.slice(firstLine));
  await expect(page.locator(`a[data-problem-id="${SQL_PROBLEM}"]`)).toContainText('Attempted');
  await expect(codeArea(page)).toHaveValue(SQL_TEXT);
  expect(await focusIsIn(page, 'textarea')).toBe(true);
  await expect.poll(() => savedDraft(page, SQL_PROBLEM)).toBe(SQL_TEXT);
  await expectSqlRan(page);
  // Running did not change the text either.
  await expect(codeArea(page)).toHaveValue(SQL_TEXT);

  // Reset asks first, then puts the starter code back; the draft becomes the starter code, so a
  // reload shows it too (not the server's code).
  const starter = /^-- Return name and salary of Engineering/;
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Reset code' }).click();
  await expect(codeArea(page)).toHaveValue(starter);
  await expect.poll(() => savedDraft(page, SQL_PROBLEM)).toMatch(starter);
  await page.reload();
  await expect(codeArea(page)).toHaveValue(starter);

  // Untouched, with no draft on this device: the problem continues from the server's code.
  await page.getByRole('link', { name: /Bonus Statistics/ }).click();
  await expect(codeArea(page)).toHaveValue(serverCode);
});
