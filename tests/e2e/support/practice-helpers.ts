/**
 * Helpers for the Practice specs: open a problem as a real signed-in learner, use the plain
 * editor (deterministic typing; Monaco has its own test), wait for the in-browser engines.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PYODIDE_BASE_PATH } from '@/common/practice/engine-assets.ts';
import { problemBank } from '@/common/practice/problem-bank.ts';
import type { Session } from '@/common/session/session-schema.ts';
import { createAccount, seedSession } from './create-account.ts';

/** Pyodide compiles ~10 MB of wasm: seconds normally, minutes on a saturated 2-core machine. */
export const ENGINE_READY_TIMEOUT_MS = 180_000;

export const TWO_SUM_CORRECT = `def two_sum(nums, target):
    seen = {}
    for index, number in enumerate(nums):
        if target - number in seen:
            return [seen[target - number], index]
        seen[number] = index
`;

export const TWO_SUM_ONE_LINE =
  'def two_sum(nums, target): return next([i, j] for i in range(len(nums)) for j in range(i + 1, len(nums)) if nums[i] + nums[j] == target)';

export const TWO_SUM_WRONG = `def two_sum(nums, target):
    return [0, 0]
`;

export async function signInLearner(
  page: Page,
  request: APIRequestContext,
  options: { plainEditor?: boolean } = {},
): Promise<Session> {
  const session = await createAccount(request);
  await seedSession(page, session);
  if (options.plainEditor ?? true) {
    await page.addInitScript(() => window.localStorage.setItem('practice_editor', '"plain"'));
  }
  return session;
}

/**
 * For tests that never run Python. Practice starts both engines on entry, and loading Pyodide
 * (~13 MB, ~10 MB of it wasm to compile) in every fresh browser context is most of the CPU such a
 * test costs on a 2-core machine, slowing whatever runs beside it. Its files are left unanswered,
 * as on a very slow network, so Python simply stays "loading". Registered on the context so the
 * engine's worker is covered too.
 */
export async function holdPythonEngine(page: Page): Promise<void> {
  await page.context().route(`**${PYODIDE_BASE_PATH}**`, () => new Promise<void>(() => {}));
}

export async function openProblem(page: Page, problemId: string): Promise<void> {
  await page.goto(`/dashboard/playground?problem=${problemId}`);
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
}

export async function waitForEngine(page: Page, name: 'Python' | 'SQL'): Promise<void> {
  await expect(page.getByTestId('engine-status')).toContainText(`${name} ready`, {
    timeout: ENGINE_READY_TIMEOUT_MS,
  });
}

export function codeArea(page: Page) {
  return page.getByRole('textbox', { name: /code for/ });
}

export async function setCode(page: Page, code: string): Promise<void> {
  await codeArea(page).fill(code);
}

export async function runAndWait(page: Page, button: 'Run' | 'Submit'): Promise<string> {
  const output = page.getByTestId('practice-output');
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(output).toHaveAttribute('aria-busy', 'false', { timeout: ENGINE_READY_TIMEOUT_MS });
  return (await page.getByTestId('run-summary').textContent()) ?? '';
}

/** One test's entry in the output area, e.g. "Example 1" or "Hidden test 5". */
export function testResult(page: Page, title: string) {
  return page
    .getByRole('list', { name: 'Test results' })
    .getByRole('listitem')
    .filter({ hasText: title });
}

/** How many tests a Submit of this problem runs (the bank grows; specs must not hard-code it). */
export function submitTestCount(problemId: string): number {
  const problem = problemBank.find((candidate) => candidate.id === problemId);
  if (!problem) throw new Error(`No problem ${problemId}`);
  return problem.tests.length;
}
