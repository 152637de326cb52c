/**
 * Learning aids: hints one at a time, the reference solution behind a confirmation
 * until a Submit fails, the cell-level diff of a failed SQL check, and on a 360 px phone the chip
 * bar that types hard-to-reach symbols at the caret of the (uncontrolled) editor.
 */
import { expect, test } from './support/test.ts';
import {
  codeArea,
  ENGINE_READY_TIMEOUT_MS,
  holdPythonEngine,
  openProblem,
  runAndWait,
  setCode,
  signInLearner,
  waitForEngine,
} from './support/practice-helpers.ts';

test.describe.configure({ timeout: 240_000 });

const PROBLEM = 'top-earner-per-department';
/** Right rows, one wrong cell each: the grader pairs them and names the salary cell. */
const WRONG_SALARY = `SELECT department, name, salary + 1 AS salary
FROM (SELECT *, RANK() OVER (PARTITION BY department ORDER BY salary DESC) AS r FROM employees)
WHERE r = 1 ORDER BY department, name;`;

test('hints one by one, the solution after a confirmation or a failed Submit, a cell diff', async ({
  page,
  request,
}) => {
  await signInLearner(page, request);
  await holdPythonEngine(page);
  await openProblem(page, PROBLEM);
  const hints = page.getByRole('region', { name: 'Hints' });

  await hints.getByRole('button', { name: 'Show a hint' }).click();
  await expect(hints.getByText('Hint 1.')).toBeVisible();
  await expect(hints.getByText('Hint 2.')).toHaveCount(0);
  await hints.getByRole('button', { name: /Show hint 2 of \d/ }).click();
  await expect(hints.getByText('Hint 2.')).toBeVisible();

  // Before any failed Submit the solution asks first; "Keep trying" leaves it hidden.
  const solution = page.getByRole('region', { name: 'Solution' });
  await solution.getByRole('button', { name: 'Show the solution' }).click();
  await solution.getByRole('button', { name: 'Keep trying' }).click();
  await expect(page.getByTestId('reference-solution')).toHaveCount(0);

  await waitForEngine(page, 'SQL');
  await setCode(page, WRONG_SALARY);
  expect(await runAndWait(page, 'Submit')).toMatch(/^\d of \d+ tests passed/);
  const diff = page.getByTestId('cell-diff').first();
  await expect(diff).toBeVisible();
  const wrongCell = diff.locator('[data-wrong-cell]').first();
  await expect(wrongCell).toContainText('160000');
  await expect(wrongCell).toContainText('160001');
  await expect(diff.locator('tr[data-diff-kind="changed"]')).toHaveCount(3);

  // After the failed Submit the solution is one click away, from the output as well.
  await page.getByRole('button', { name: 'See the reference solution' }).click();
  await expect(page.getByTestId('reference-solution')).toContainText('RANK() OVER');
});

test('at 360 px the chip bar types at the caret of the plain editor and Monaco', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInLearner(page, request, { plainEditor: false });
  await holdPythonEngine(page);
  await openProblem(page, PROBLEM);
  const area = codeArea(page);
  await expect(area).toBeVisible({ timeout: ENGINE_READY_TIMEOUT_MS });
  await expect(area).toHaveAttribute('autocorrect', 'off');
  await expect(area).toHaveAttribute('autocapitalize', 'off');
  await expect(area).toHaveAttribute('spellcheck', 'false');

  await setCode(page, 'SELECT name FROM employees');
  await area.evaluate((element: HTMLTextAreaElement) => element.setSelectionRange(11, 11));
  const chips = page.getByRole('group', { name: 'Insert symbols and keywords' });
  await chips.getByRole('button', { name: 'Insert comma' }).click();
  // Focus stayed in the editor, so typing continues right after the chip's text.
  await page.keyboard.type(' salary');
  await expect(area).toHaveValue('SELECT name, salary FROM employees');
  await expect(page.getByText('Draft saved')).toBeVisible();
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(360);

  // Monaco, chosen on the phone: the chip goes in through its own edit API.
  await page.getByRole('button', { name: 'Use code editor' }).click();
  const monaco = page.getByTestId('monaco-editor').locator('.monaco-editor');
  await expect(monaco).toBeVisible({ timeout: 60_000 });
  await monaco.locator('.view-lines').click();
  await page.keyboard.press('Control+End');
  await chips.locator('[data-chip="ORDER BY"]').click();
  await page.keyboard.type('name');
  await expect(monaco.locator('.view-lines')).toContainText(
    'SELECT name, salary FROM employeesORDER BY name',
  );
});
