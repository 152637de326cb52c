/**
 * Accessibility of the public marketing site (issue 4 quality bar): axe-core finds no serious or
 * critical violation on any public route, in light and in dark (emulated prefers-color-scheme),
 * on a desktop and a 360 px phone, including the interactive states (an open menu, the monthly
 * price, the contact form after sending); and every interactive element on each page can be
 * reached with the Tab key.
 */
import { expect, test } from './support/test.ts';
import { seriousViolations } from './support/axe.ts';
import { PUBLIC_ROUTES } from '../../common/routes.ts';

const MARKETING_ROUTES = [
  PUBLIC_ROUTES.home,
  PUBLIC_ROUTES.privacyPolicy,
  PUBLIC_ROUTES.termsOfUse,
  PUBLIC_ROUTES.careers,
  PUBLIC_ROUTES.contact,
  PUBLIC_ROUTES.pricing,
  PUBLIC_ROUTES.trackDataEngineering,
  PUBLIC_ROUTES.trackAiEngineering,
  PUBLIC_ROUTES.trackAnalyticsEngineering,
  PUBLIC_ROUTES.approachCopilot,
  PUBLIC_ROUTES.approachMentors,
  PUBLIC_ROUTES.approachToolkit,
];

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`axe, ${colorScheme}`, () => {
    test.use({ colorScheme });

    for (const route of MARKETING_ROUTES) {
      test(`${route} on a desktop`, async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(route, { waitUntil: 'networkidle' });
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    for (const route of MARKETING_ROUTES) {
      test(`${route} on a 360 px phone`, async ({ page }) => {
        await page.setViewportSize({ width: 360, height: 740 });
        await page.goto(route, { waitUntil: 'networkidle' });
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('the phone menu panel, open', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto('/', { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.locator('#mobile-nav')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('interactive states: open desktop menu, monthly price, hovered card, sent form', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/', { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Tracks' }).click();
      await expect(page.getByRole('menu', { name: 'Tracks' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.locator('li[data-active]').nth(2).hover();
      // Measure the settled state: mid-transition, the collapsing card's fading text would be
      // judged at whatever opacity it had reached.
      await page.waitForFunction(() => document.getAnimations().length === 0);
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto(PUBLIC_ROUTES.pricing, { waitUntil: 'networkidle' });
      await page.getByRole('radio', { name: 'Monthly' }).check();
      expect(await seriousViolations(page)).toEqual([]);

      await page.addInitScript(() => {
        window.open = (() => ({ closed: false }) as Window) as typeof window.open;
      });
      await page.goto(PUBLIC_ROUTES.contact, { waitUntil: 'networkidle' });
      const form = page.locator('form');
      await form.getByLabel('First Name').fill('Ada');
      await form.getByLabel('Last Name').fill('Lovelace');
      await form.getByLabel('Email').fill('ada@example.com');
      await form.getByLabel('Subject').selectOption('Feedback');
      await form.getByLabel('Message').fill('Lovely site');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(form.getByRole('status')).not.toBeEmpty();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test.describe('keyboard', () => {
  for (const route of MARKETING_ROUTES) {
    test(`${route}: Tab reaches every interactive element of the page`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(route, { waitUntil: 'networkidle' });
      const expected = await page.evaluate(() => {
        const selector =
          'main a[href], main button, main input, main select, main textarea, main summary, footer a[href]';
        return Array.from(document.querySelectorAll<HTMLElement>(selector))
          .filter((element) => {
            const style = getComputedStyle(element);
            const hiddenRadio = element instanceof HTMLInputElement && element.type === 'radio';
            // Content of a closed <details> is not meant to be reachable until it is opened.
            const collapsed =
              element.closest('details:not([open])') && element.tagName !== 'SUMMARY';
            return (
              !collapsed &&
              element.tabIndex >= 0 &&
              style.visibility !== 'hidden' &&
              (element.offsetParent !== null || hiddenRadio)
            );
          })
          .map((element, index) => {
            element.dataset.tabProbe = String(index);
            return String(index);
          });
      });
      expect(expected.length).toBeGreaterThan(0);

      const reached = new Set<string>();
      // Radio groups take one Tab stop; treat the group as reached when either radio is.
      const radios = await page
        .locator('main input[type="radio"]')
        .evaluateAll((inputs) =>
          inputs.map((input) => (input as HTMLElement).dataset.tabProbe ?? ''),
        );
      await page.locator('body').focus();
      for (let presses = 0; presses < expected.length + 40; presses++) {
        await page.keyboard.press('Tab');
        const probe = await page.evaluate(
          () => (document.activeElement as HTMLElement | null)?.dataset.tabProbe ?? null,
        );
        if (probe !== null) reached.add(probe);
        if (probe !== null && radios.includes(probe)) radios.forEach((id) => reached.add(id));
      }
      const missing = expected.filter((id) => !reached.has(id));
      const described = await page.evaluate(
        (ids) =>
          ids.map((id) => {
            const element = document.querySelector<HTMLElement>(`[data-tab-probe="${id}"]`);
            return `${element?.tagName ?? '?'} "${element?.textContent?.trim().slice(0, 40) ?? ''}"`;
          }),
        missing,
      );
      expect(described).toEqual([]);
    });
  }
});
