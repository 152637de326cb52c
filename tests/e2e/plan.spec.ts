/**
 * The Plan (issue 28), as a new learner meets it: sign up with a résumé, choose one of the
 * recommended roles, see the weeks; solve the first practice item (it ticks and the plan moves
 * on); fail a Submit (a retry item appears); tick an item offline after a first visit (it syncs
 * when back online); a second device sees the same plan. SQL problems keep it short (sql.js loads
 * in a moment; Python is held back).
 */
import { problemBank } from '@/common/practice/problem-bank.ts';
import { expect, test, type Page } from './support/test.ts';
import { seedSession } from './support/create-account.ts';
import { countOutboxRows } from './support/count-outbox-rows.ts';
import {
  holdPythonEngine,
  openProblem,
  runAndWait,
  setCode,
  signInLearner,
  waitForEngine,
} from './support/practice-helpers.ts';
import { waitForServiceWorker } from './support/wait-for-service-worker.ts';

test.describe.configure({ timeout: 300_000 });
test.use({ serviceWorkers: 'allow' });

const WRONG_QUERY = 'SELECT 1;';

/** Every item of every week (the weeks are list items too, holding their items' lists). */
function planItems(page: Page) {
  return page
    .getByRole('list', { name: 'Weeks' })
    .getByRole('list', { name: /^Week \d+ items$/ })
    .getByRole('listitem');
}

/** The plan's open practice items (not done), in plan order, as problem ids. */
async function openPracticeIds(page: Page): Promise<string[]> {
  const links = planItems(page)
    .filter({ hasNot: page.getByText(/· Done /) })
    .getByRole('link')
    .filter({ has: page.locator('xpath=self::a[contains(@href, "playground")]') });
  const hrefs = await links.evaluateAll((anchors) =>
    anchors.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''),
  );
  return hrefs.map((href) => new URL(href, 'http://x').searchParams.get('problem') ?? '');
}

async function openPlan(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Plan' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Plan' })).toBeVisible();
}

test('choose a recommended role, practise, fall back, tick offline; a second device sees the same plan', async ({
  page,
  context,
  browser,
  request,
}) => {
  const session = await signInLearner(page, request);
  await holdPythonEngine(page);

  // The first screen says there is no plan yet and leads to it.
  await page.goto('/dashboard/lessons');
  const nextUp = page.getByRole('region', { name: 'Next up' });
  await expect(nextUp).toContainText('No plan yet.');
  await nextUp.getByRole('link', { name: 'Make your plan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Plan' })).toBeVisible();

  // Three recommended roles, each with its fit and what would raise it.
  const cards = page.getByRole('list', { name: 'Recommended roles' }).getByRole('listitem');
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toContainText('% fit');
  await expect(cards.first()).toContainText('Would raise it most:');
  const chooseButton = cards.first().getByRole('button', { name: /^Choose / });
  const roleTitle = ((await chooseButton.textContent()) ?? '').replace(/^Choose /, '');
  await chooseButton.click();

  // A bad value is explained and nothing typed is lost.
  const hours = page.getByRole('spinbutton', { name: /Hours per week/ });
  await hours.fill('0');
  await page.getByRole('button', { name: 'Create my plan' }).click();
  await expect(page.getByText('Enter whole hours from 1 to 40.')).toBeVisible();
  await expect(hours).toHaveValue('0');
  await hours.fill('6');
  await page.getByRole('button', { name: 'Create my plan' }).click();

  await expect(page.getByRole('heading', { name: `Target: ${roleTitle}` })).toBeVisible();
  await expect(page.getByText(/^(On track|Behind): at 6 h a week/)).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Skill map' }).getByRole('listitem').first(),
  ).toBeVisible();

  // Solve the first practice item: it is ticked, and the plan moves on.
  const [first, second] = (await openPracticeIds(page)).filter(
    (id) => problemBank.find((p) => p.id === id)?.language === 'sql',
  );
  if (!first || !second) throw new Error('The plan holds fewer than two SQL problems');
  const firstTitle = problemBank.find((p) => p.id === first)!.title;
  await openProblem(page, first);
  await waitForEngine(page, 'SQL');
  await setCode(page, problemBank.find((p) => p.id === first)!.solution);
  expect(await runAndWait(page, 'Submit')).toContain('Accepted');
  await openPlan(page);
  const solved = planItems(page).filter({ hasText: firstTitle });
  await expect(solved.first()).toContainText('· Done ');
  expect(await openPracticeIds(page)).not.toContain(first);

  // Fail a Submit: the same problem comes back as a retry.
  const secondTitle = problemBank.find((p) => p.id === second)!.title;
  await openProblem(page, second);
  await waitForEngine(page, 'SQL');
  await setCode(page, WRONG_QUERY);
  expect(await runAndWait(page, 'Submit')).not.toContain('Accepted');
  await openPlan(page);
  const retry = planItems(page).filter({ hasText: `Retry: ${secondTitle}` });
  await expect(retry).toBeVisible();
  await expect(retry).toContainText('failed: same level again');

  // Offline after this first visit: the plan opens, and a tick is kept on the device.
  await waitForServiceWorker(page);
  await expect.poll(() => countOutboxRows(page), { timeout: 30_000 }).toBe(0);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: `Target: ${roleTitle}` })).toBeVisible();
  const lessonItem = planItems(page)
    .filter({ hasText: /^Lesson/ })
    .filter({ hasNot: page.getByText(/· Done /) })
    .first();
  const lessonTitle = (await lessonItem.getByRole('link').textContent()) ?? '';
  await lessonItem.getByRole('button', { name: /^Mark “.*” done$/ }).click();
  const tickedLesson = planItems(page).filter({ hasText: lessonTitle }).first();
  await expect(tickedLesson).toContainText('· Done ');
  expect(await countOutboxRows(page)).toBe(1);

  // The first screen's "Next up" shows the same plan, offline too.
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Lessons' })
    .click();
  await expect(page.getByRole('region', { name: 'Next up' })).toContainText(`toward ${roleTitle}`);

  await context.setOffline(false);
  await expect.poll(() => countOutboxRows(page), { timeout: 30_000 }).toBe(0);

  // A second device: the same target, the solved problem and the tick.
  const other = await browser.newContext({ serviceWorkers: 'block' });
  const device = await other.newPage();
  await seedSession(device, session);
  await holdPythonEngine(device);
  await device.goto('/dashboard/plan');
  await expect(device.getByRole('heading', { name: `Target: ${roleTitle}` })).toBeVisible({
    timeout: 30_000,
  });
  await expect(planItems(device).filter({ hasText: firstTitle }).first()).toContainText('· Done ');
  await expect(planItems(device).filter({ hasText: lessonTitle }).first()).toContainText('· Done ');
  await expect(planItems(device).filter({ hasText: `Retry: ${secondTitle}` })).toBeVisible();
  await other.close();
});
