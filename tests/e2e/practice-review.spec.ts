/**
 * The retry queue: a problem failed on Submit (here offline, so only this device knows)
 * is not due at once, appears under "Due for review" one day later (page.clock), reaches the
 * server once back online, and leaves the due list when solved again. Progress by topic counts
 * it. A SQL problem keeps the run short (sql.js loads in a moment; Python is held back).
 */
import { expect, test } from './support/test.ts';
import { practiceProgressResponseSchema } from '@/common/practice/attempt-schema.ts';
import { problemBank } from '@/common/practice/problem-bank.ts';
import { DAY_MS } from '@/common/practice/review-schedule.ts';
import {
  holdPythonEngine,
  openProblem,
  runAndWait,
  setCode,
  signInLearner,
  waitForEngine,
} from './support/practice-helpers.ts';

test.describe.configure({ timeout: 240_000 });

const PROBLEM_ID = 'select-engineering-employees';
const WRONG_QUERY = 'SELECT name FROM employees;';
/** A minute past the one-day wait. */
const ONE_DAY_LATER_MS = DAY_MS + 60_000;

test('a failed Submit comes back for review after one day, offline too, and syncs', async ({
  page,
  context,
  request,
}) => {
  const problem = problemBank.find((candidate) => candidate.id === PROBLEM_ID);
  if (!problem) throw new Error(`No problem ${PROBLEM_ID}`);
  // In the past, so the server (real clock) never clamps the attempt's time.
  await page.clock.install({ time: Date.now() - 3 * DAY_MS });
  const session = await signInLearner(page, request);
  await holdPythonEngine(page);
  const serverReview = async () => {
    const response = await request.get('/api/practice/progress/', {
      headers: { Authorization: `Bearer ${session.access_token}` },
    });
    expect(response.ok()).toBe(true);
    const { problems } = practiceProgressResponseSchema.parse(await response.json());
    return problems.find((entry) => entry.problem_id === PROBLEM_ID)?.review;
  };

  await openProblem(page, PROBLEM_ID);
  await waitForEngine(page, 'SQL');
  const queue = page.getByTestId('review-queue');
  await expect(queue).toContainText('Nothing due');

  // Offline: the failed Submit is kept on this device, and scheduled from there.
  await context.setOffline(true);
  await setCode(page, WRONG_QUERY);
  expect(await runAndWait(page, 'Submit')).not.toContain('Accepted');
  await expect(queue).toContainText('1 scheduled.');
  await expect(queue.locator(`[data-review-id="${PROBLEM_ID}"]`)).toHaveCount(0);

  await page.clock.fastForward(ONE_DAY_LATER_MS);
  const due = queue.locator(`[data-review-id="${PROBLEM_ID}"]`);
  await expect(due).toBeVisible();
  await expect(due).toContainText(problem.title);
  await expect(queue.getByRole('heading')).toHaveText('Due for review (1)');

  // Progress by topic: attempted, not solved.
  await page.getByText('Progress by topic').click();
  const total = problemBank.filter(
    (candidate) => candidate.language === 'sql' && candidate.topic === problem.topic,
  ).length;
  await expect(page.locator(`tr[data-topic="${problem.topic}"]`)).toHaveText(
    `${problem.topic}01${total}`,
  );

  // Back online: the attempt syncs and the server derives the same due date.
  await context.setOffline(false);
  await expect.poll(async () => (await serverReview())?.step, { timeout: 60_000 }).toBe(0);

  // Reviewed correctly once due: it moves on to the 3-day wait and leaves the due list.
  await due.click();
  await setCode(page, problem.solution);
  expect(await runAndWait(page, 'Submit')).toContain('Accepted');
  await expect(due).toHaveCount(0);
  await expect(queue).toContainText('1 scheduled.');
  await expect(page.locator(`tr[data-topic="${problem.topic}"]`)).toHaveText(
    `${problem.topic}11${total}`,
  );
  await expect.poll(async () => (await serverReview())?.step, { timeout: 60_000 }).toBe(1);
});

test('a pass after a revealed hint is still scheduled for review; a clean pass is not', async ({
  page,
  request,
}) => {
  const [clean, hinted] = problemBank.filter(
    (candidate) => candidate.language === 'sql' && candidate.id !== PROBLEM_ID,
  );
  if (!clean || !hinted) throw new Error('Two SQL problems are needed');
  await signInLearner(page, request);
  await holdPythonEngine(page);
  const queue = page.getByTestId('review-queue');

  await openProblem(page, clean.id);
  await waitForEngine(page, 'SQL');
  await setCode(page, clean.solution);
  expect(await runAndWait(page, 'Submit')).toContain('Accepted');
  await expect(queue).toContainText('Nothing due');
  await expect(queue).not.toContainText('scheduled');

  await openProblem(page, hinted.id);
  await waitForEngine(page, 'SQL');
  await page
    .getByRole('region', { name: 'Hints' })
    .getByRole('button', { name: 'Show a hint' })
    .click();
  await setCode(page, hinted.solution);
  expect(await runAndWait(page, 'Submit')).toContain('Accepted');
  await expect(queue).toContainText('1 scheduled.');
});
