/**
 * Accessibility of Practice: the screen has no serious or critical axe violation in light and
 * dark, with results and a SQL row diff on screen, on a desktop and a 360 px phone.
 */
import { expect, test } from './support/test.ts';
import { seriousViolations } from './support/axe.ts';
import {
  holdPythonEngine,
  openProblem,
  runAndWait,
  setCode,
  signInLearner,
} from './support/practice-helpers.ts';

test.describe.configure({ timeout: 240_000 });

for (const colorScheme of ['light', 'dark'] as const) {
  for (const viewport of [
    { width: 1400, height: 900 },
    { width: 360, height: 780 },
  ]) {
    test(`axe: Practice with a SQL diff, ${colorScheme}, ${viewport.width} px`, async ({
      browser,
      request,
    }) => {
      const context = await browser.newContext({ colorScheme, viewport });
      const page = await context.newPage();
      await signInLearner(page, request);
      await holdPythonEngine(page);
      await openProblem(page, 'select-engineering-employees');
      await setCode(page, 'SELECT name, salary FROM employees WHERE salary > 140000;');
      expect(await runAndWait(page, 'Run')).toContain('0 of 1 example passed');
      await page.getByRole('button', { name: 'Show a hint' }).click();
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }
}
