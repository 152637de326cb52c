/**
 * Practice feedback for a newcomer (issue 24.4), at 1280 and 360 px: a data learner lands on a
 * SQL problem; "Progress by topic" says what will appear; a wrong Submit shows its first failing
 * test in full and counts the rest (the hidden tests are not handed out); "Accepted" offers "Next
 * problem" (common/practice/choose-next-problem.ts); on a phone the editor comes before the hints
 * and the solution, and the cell diff of a wrong SQL answer fits its box.
 */
import { chooseNextProblem } from '@/common/practice/choose-next-problem.ts';
import { problemBank } from '@/common/practice/problem-bank.ts';
import { expect, test, type Page } from './support/test.ts';
import {
  codeArea,
  holdPythonEngine,
  openProblem,
  runAndWait,
  setCode,
  signInLearner,
  submitTestCount,
  waitForEngine,
} from './support/practice-helpers.ts';

test.describe.configure({ timeout: 240_000 });

const PROBLEM = 'top-earner-per-department';
/** Right rows, one wrong cell each: fails every test that has an earner (several hidden ones). */
const WRONG_SALARY = `SELECT department, name, salary + 1 AS salary
FROM (SELECT *, RANK() OVER (PARTITION BY department ORDER BY salary DESC) AS r FROM employees)
WHERE r = 1 ORDER BY department, name;`;

const solutionOf = (id: string) => problemBank.find((problem) => problem.id === id)!.solution;

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function expectOneFailingTestShown(page: Page) {
  const summary = await runAndWait(page, 'Submit');
  const match = /^(\d+) of (\d+) tests passed/.exec(summary);
  expect(match, summary).not.toBeNull();
  const failing = Number(match![2]) - Number(match![1]);
  expect(failing).toBeGreaterThan(1);
  const items = page.getByRole('list', { name: 'Test results' }).getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Failed');
  await expect(page.getByTestId('more-failing')).toContainText(
    `and ${failing - 1} more failing ${failing - 1 === 1 ? 'test' : 'tests'}`,
  );
}

test('at 1280 px: SQL first for a data learner, one failing test shown, then Next problem', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInLearner(page, request);
  await holdPythonEngine(page);
  await page.goto('/dashboard/playground');

  // A data learner lands on the SQL tab and its first problem, not Two Sum.
  const firstSql = chooseNextProblem(problemBank, {
    track: 'data-engineering',
    isSolved: () => false,
  })!;
  await expect(page.getByRole('tab', { name: 'SQL' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: firstSql.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Two Sum' })).toHaveCount(0);

  // A new learner's progress card says what will appear there.
  await expect(page.getByTestId('topic-progress')).toContainText(
    'Run or submit a problem and your solved and attempted problems per topic appear here.',
  );

  await openProblem(page, PROBLEM);
  await waitForEngine(page, 'SQL');
  await setCode(page, WRONG_SALARY);
  await expectOneFailingTestShown(page);

  await setCode(page, solutionOf(PROBLEM));
  expect(await runAndWait(page, 'Submit')).toContain(
    `Accepted: all ${submitTestCount(PROBLEM)} tests passed`,
  );
  const next = chooseNextProblem(problemBank, {
    track: 'data-engineering',
    isSolved: (id) => id === PROBLEM,
    afterId: PROBLEM,
  })!;
  await expect(page.getByTestId('next-problem')).toContainText(`Up next: ${next.title}`);
  await page.getByRole('link', { name: /Next problem/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: next.title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`problem=${next.id}`));
  // With an attempt made, the card holds the table.
  await page.getByText('Progress by topic').click();
  await expect(page.getByTestId('topic-progress').getByRole('table')).toBeVisible();
});

test('at 360 px: the editor before hints and solution, one failing test, a diff that fits', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({
    viewport: { width: 360, height: 780 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await signInLearner(page, request);
  await holdPythonEngine(page);
  await openProblem(page, PROBLEM);

  // Measured in one go once the schema browser has its rows: a layout shift between separate
  // measurements would compare positions from two different layouts.
  await waitForEngine(page, 'SQL');
  await expect(codeArea(page)).toBeVisible();
  const top = await page.evaluate(() => {
    const y = (element: Element | null | undefined) => element?.getBoundingClientRect().top ?? NaN;
    const buttons = [...document.querySelectorAll('button')];
    return {
      editor: y(document.querySelector('textarea')),
      submit: y(buttons.find((button) => button.textContent?.trim() === 'Submit')),
      hints: y(document.querySelector('[aria-label="Hints"]')),
      solution: y(document.querySelector('[aria-label="Solution"]')),
    };
  });
  expect(top.editor).toBeLessThan(top.hints);
  expect(top.submit).toBeLessThan(top.hints);
  expect(top.hints).toBeLessThan(top.solution);

  await setCode(page, WRONG_SALARY);
  await expectOneFailingTestShown(page);

  // The cell diff wraps to fit its box at 360 px: no column is cut off at its right edge.
  const diff = page.getByTestId('cell-diff').first();
  await expect(diff).toBeVisible();
  await expect(diff.locator('[data-wrong-cell]').first()).toContainText('160001');
  const fit = await diff.evaluate((table) => {
    const box = table.parentElement!;
    return { table: table.scrollWidth, box: box.clientWidth };
  });
  expect(fit.table).toBeLessThanOrEqual(fit.box);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await context.close();
});
