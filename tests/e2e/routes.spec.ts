import { expect, test } from './support/test.ts';
import { APP_ROUTES, PUBLIC_ROUTES } from '@/common/routes.ts';
import type { Session } from '@/common/session/session-schema.ts';
import { createAccount, seedSession } from './support/create-account.ts';

const pathOf = (url: string) => new URL(url).pathname;

test('no uncaught error while pages load, even where the service worker is refused', async ({
  page,
}) => {
  // The e2e browser blocks service workers, as a strict browser policy would.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const route of [PUBLIC_ROUTES.home, PUBLIC_ROUTES.pricing, PUBLIC_ROUTES.login]) {
    await page.goto(route);
    await page.waitForLoadState('load');
  }
  // Registration runs after the load event.
  await page.waitForTimeout(500);
  expect(errors).toEqual([]);
});

test.describe('signed out route table (product.md#routes)', () => {
  for (const route of Object.values(PUBLIC_ROUTES)) {
    test(`${route} renders its screen`, async ({ page }) => {
      if (route === PUBLIC_ROUTES.verifyEmail) {
        // Verify needs a pending e-mail (product.md#verify); without one it redirects to Sign In.
        await page.addInitScript(() =>
          window.localStorage.setItem(
            'pending_sign_in',
            JSON.stringify({ email: 'ada@example.com', kind: 'sign_in', resend_at: 0 }),
          ),
        );
      }
      await page.goto(route);
      await expect(page.locator('main h1').first()).toBeVisible();
      expect(pathOf(page.url())).toBe(route);
    });
  }

  for (const route of [
    '/no-such-page',
    APP_ROUTES.dashboard,
    APP_ROUTES.lessons,
    APP_ROUTES.adminModuleNew,
  ]) {
    test(`${route} redirects to /`, async ({ page }) => {
      await page.goto(route);
      await expect.poll(() => pathOf(page.url())).toBe('/');
    });
  }

  test('top bar menus open by keyboard, move with arrows and close on Escape and outside click', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const tracks = page.getByRole('button', { name: 'Tracks' });
    await tracks.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Tracks' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Data Engineering' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'AI Engineering' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(tracks).toBeFocused();

    await page.getByRole('button', { name: 'Company' }).click();
    await expect(page.getByRole('menu', { name: 'Company' })).toBeVisible();
    await page.mouse.click(5, 700);
    await expect(page.getByRole('menu', { name: 'Company' })).toBeHidden();

    await page.getByRole('button', { name: 'Company' }).click();
    await page.getByRole('menuitem', { name: 'Pricing' }).click();
    await expect.poll(() => pathOf(page.url())).toBe(PUBLIC_ROUTES.pricing);
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  test('Sign In and Sign Up buttons are each hidden on their own page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const banner = page.getByRole('banner');
    await page.goto(PUBLIC_ROUTES.login);
    await expect(banner.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await page.goto(PUBLIC_ROUTES.register);
    await expect(banner.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Sign Up' })).toHaveCount(0);
  });

  test('on a 360 px phone the menus fold into one panel', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.locator('#mobile-nav');
    await expect(panel.getByRole('link', { name: 'Career Toolkit' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('signed in route table (product.md#routes)', () => {
  let session: Session;

  test.beforeAll(async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    session = await createAccount(request, { firstName: 'Ada', lastName: 'Lovelace' });
    await request.dispose();
  });

  test.beforeEach(async ({ page }) => {
    await seedSession(page, session);
  });

  for (const route of [
    '/',
    APP_ROUTES.dashboard,
    '/no-such-page',
    PUBLIC_ROUTES.pricing,
    PUBLIC_ROUTES.login,
  ]) {
    test(`${route} redirects to /dashboard/lessons`, async ({ page }) => {
      await page.goto(route);
      await expect.poll(() => pathOf(page.url())).toBe(APP_ROUTES.lessons);
    });
  }

  for (const route of Object.values(APP_ROUTES).filter((r) => r !== APP_ROUTES.dashboard)) {
    test(`${route} renders its screen`, async ({ page }) => {
      await page.goto(route);
      await expect(page.locator('main h1').first()).toBeVisible();
      expect(pathOf(page.url())).toBe(route);
    });
  }

  test('the rail highlights the active entry and the user menu shows the account', async ({
    page,
  }) => {
    await page.goto(APP_ROUTES.playground);
    await expect(
      page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Playground' }),
    ).toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByText('Ada Lovelace')).toBeVisible();
    await expect(page.getByText(session.email)).toBeVisible();
    await page.getByRole('menuitem', { name: 'Billing & Plans' }).click();
    await expect.poll(() => pathOf(page.url())).toBe(APP_ROUTES.upgrade);
  });

  test('a long e-mail address stays on one line in the account menu, cut with an ellipsis (issue 24 §4)', async ({
    browser,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const request = await playwright.request.newContext({ baseURL });
    const email = `e2e-${Date.now().toString(36)}-maximilian.featherstonehaugh@nyra.test`;
    const longNamed = await createAccount(request, { email });
    await request.dispose();
    const context = await browser.newContext();
    const page = await context.newPage();
    await seedSession(page, longNamed);
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(APP_ROUTES.playground);
      await page.getByRole('button', { name: 'Account menu' }).click();
      const address = page.getByText(email);
      await expect(address).toHaveAttribute('title', email);
      const shape = await address.evaluate((element) => ({
        lines: Math.round(
          element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
        ),
        right: element.getBoundingClientRect().right,
      }));
      expect(shape.lines).toBe(1);
      expect(shape.right).toBeLessThanOrEqual(width);
      await page.keyboard.press('Escape');
    }
    await context.close();
  });

  test('a user without an uploaded resume is sent to the upload screen', async ({
    browser,
    playwright,
    baseURL,
  }) => {
    const request = await playwright.request.newContext({ baseURL });
    const newcomer = await createAccount(request, { uploadResume: false });
    await request.dispose();
    const context = await browser.newContext();
    const fresh = await context.newPage();
    await seedSession(fresh, newcomer);
    await fresh.goto(APP_ROUTES.lessons);
    await expect.poll(() => pathOf(fresh.url())).toBe(APP_ROUTES.uploadResume);
    await context.close();
  });
});
