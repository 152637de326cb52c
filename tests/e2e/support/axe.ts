/**
 * The accessibility bar of the marketing site and Practice: axe-core with the WCAG 2.x A/AA and
 * best-practice rules, reporting only serious and critical violations, each with up to five
 * offending nodes.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * `include`: a CSS selector to check only that part of the page (e.g. a menu just opened);
 * `rules`: only these rules (e.g. the colour rules, when only the colour scheme changed).
 */
export async function seriousViolations(
  page: Page,
  { include, rules }: { include?: string; rules?: string[] } = {},
): Promise<string[]> {
  // Legacy mode runs axe in the page itself; the default opens and closes a blank page per
  // analysis to merge frame results, which our pages (no iframes) do not need and which costs a
  // renderer start each time on CI's saturated cores.
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true);
  if (include) builder = builder.include(include);
  if (rules) builder = builder.withRules(rules);
  const results = await builder.analyze();
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
