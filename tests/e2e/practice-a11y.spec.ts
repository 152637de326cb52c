/**
 * Issue 6 quality bar: the Practice screen has no serious or critical axe violation in light and
 * dark, with results and a SQL row diff on screen, on a desktop and a 360 px phone.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import { openProblem, runAndWait, setCode, signInLearner } from './support/practice-helpers.ts';

test.describe.configure({ timeout: 240_000 });

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n` +
        violation.nodes
          .slice(0, 5)
          .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
          .join('\n'),
    );
}

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
      await openProblem(page, 'select-engineering-employees');
      await setCode(page, 'SELECT name, salary FROM employees WHERE salary > 140000;');
      expect(await runAndWait(page, 'Run')).toContain('0 of 1 example passed');
      await page.getByRole('button', { name: 'Show a hint' }).click();
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }
}
