/**
 * Accessibility of the public marketing site: axe-core finds no serious or
 * critical violation on any public route, in light and in dark (emulated prefers-color-scheme),
 * on a desktop and a 360 px phone, including the interactive states (an open menu, the phone menu
 * panel, a hovered explorer card, the monthly price, the contact form after sending); and every
 * interactive element on each page can be reached with the Tab key.
 *
 * To keep CI time down, each page is loaded once and checked in each of the four looks by switching
 * the emulated scheme and the viewport in place: every rule at each viewport in light (the layout
 * differs: menus fold into a panel, text sizes change), then only the colour rules in dark (only
 * the colours differ). An interactive state is checked only where it changed the page (axe
 * `include`), not by analysing the whole page again.
 */
import { expect, test, type Page } from './support/test.ts';
import { seriousViolations } from './support/axe.ts';
import { PUBLIC_ROUTES } from '@/common/routes.ts';

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

const DESKTOP = { name: 'desktop', width: 1280, height: 900 } as const;
const PHONE = { name: '360 px phone', width: 360, height: 740 } as const;
type Viewport = typeof DESKTOP | typeof PHONE;
/** What a colour scheme alone can change (the tags still apply: AA contrast, not AAA). */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Serious violations in each colour scheme at each viewport, labelled with the look. The page is
 * measured settled: mid-transition, fading text or a colour change would be judged at whatever
 * value it had reached.
 */
async function violationsInEachLook(
  page: Page,
  { viewports = [DESKTOP, PHONE], include }: { viewports?: Viewport[]; include?: string } = {},
): Promise<string[]> {
  const found: string[] = [];
  // No transitions while judging colours: sections off screen (content-visibility: auto) restyle
  // only when axe first reads them, which would start their colour transition right then and
  // show axe the previous scheme's colour. With none, every read is the scheme's own colour.
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; }',
  });
  for (const viewport of viewports) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      // Animations (not transitions) still run: wait until they have ended. Polled by time, not
      // by animation frame: a rAF poll can stall in headless Chromium.
      await page.waitForFunction(() => document.getAnimations().length === 0, undefined, {
        polling: 100,
      });
      const rules = colorScheme === 'dark' ? COLOUR_RULES : undefined;
      for (const violation of await seriousViolations(page, { include, rules })) {
        found.push(`${colorScheme}, ${viewport.name}: ${violation}`);
      }
    }
  }
  // The next look starts from the default scheme.
  await page.emulateMedia({ colorScheme: 'light' });
  return found;
}

test.describe('axe: light and dark, desktop and phone', () => {
  for (const route of MARKETING_ROUTES) {
    test(`${route}`, async ({ page }) => {
      // Four analyses of a whole page: generous for a loaded two-core machine.
      test.setTimeout(120_000);
      await page.goto(route);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      expect(await violationsInEachLook(page)).toEqual([]);
    });
  }

  test('interactive states: menus open, hovered card, monthly price, sent form', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await page.getByRole('button', { name: 'Tracks' }).click();
    await expect(page.getByRole('menu', { name: 'Tracks' })).toBeVisible();
    expect(await violationsInEachLook(page, { viewports: [DESKTOP], include: 'header' })).toEqual(
      [],
    );
    await page.keyboard.press('Escape');
    await page.locator('li[data-feature-card]').nth(2).hover();
    await expect(page.locator('li[data-feature-card]').nth(2)).toHaveAttribute(
      'data-active',
      'true',
    );
    expect(
      await violationsInEachLook(page, {
        viewports: [DESKTOP],
        include: 'li[data-feature-card]',
      }),
    ).toEqual([]);

    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#mobile-nav')).toBeVisible();
    expect(await violationsInEachLook(page, { viewports: [PHONE], include: 'header' })).toEqual([]);

    await page.goto(PUBLIC_ROUTES.pricing);
    await page.getByRole('radio', { name: 'Monthly' }).check();
    await expect(page.getByTestId('plan-price').getByText('$49', { exact: true })).toBeVisible();
    expect(await violationsInEachLook(page, { include: '[data-testid="plan-price"]' })).toEqual([]);

    await page.addInitScript(() => {
      window.open = (() => ({ closed: false }) as Window) as typeof window.open;
    });
    await page.goto(PUBLIC_ROUTES.contact);
    const form = page.locator('form');
    await form.getByLabel('First Name').fill('Ada');
    await form.getByLabel('Last Name').fill('Lovelace');
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByLabel('Subject').selectOption('Feedback');
    await form.getByLabel('Message').fill('Lovely site');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('status')).toContainText('within 24 hours');
    expect(await violationsInEachLook(page, { include: 'form' })).toEqual([]);
  });
});

test.describe('keyboard', () => {
  for (const route of MARKETING_ROUTES) {
    test(`${route}: Tab reaches every interactive element of the page`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(route);
      const expected = await page.evaluate(() => {
        const selector =
          'main a[href], main button, main input, main select, main textarea, main summary, footer a[href]';
        const probes = Array.from(document.querySelectorAll<HTMLElement>(selector))
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
        // Every element focus reaches is recorded in the page, so a Tab press costs one
        // round trip to the browser instead of two.
        const reached: string[] = [];
        (window as unknown as { __tabReached: string[] }).__tabReached = reached;
        document.addEventListener('focusin', (event) => {
          const probe = (event.target as HTMLElement).dataset?.tabProbe;
          if (probe !== undefined) reached.push(probe);
        });
        return probes;
      });
      expect(expected.length).toBeGreaterThan(0);

      await page.locator('body').focus();
      for (let presses = 0; presses < expected.length + 40; presses++) {
        await page.keyboard.press('Tab');
      }
      const reached = new Set(
        await page.evaluate(() => (window as unknown as { __tabReached: string[] }).__tabReached),
      );
      // Radio groups take one Tab stop; treat the group as reached when either radio is.
      const radios = await page
        .locator('main input[type="radio"]')
        .evaluateAll((inputs) =>
          inputs.map((input) => (input as HTMLElement).dataset.tabProbe ?? ''),
        );
      if (radios.some((id) => reached.has(id))) radios.forEach((id) => reached.add(id));
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
