/**
 * Issue 24 §4: on a 360 px phone no page of the route table (product.md#routes) may scroll sideways
 * (document.documentElement.scrollWidth <= clientWidth) or cut content off at the edge.
 * One test per table (not one per route) keeps CI short: each page costs a navigation only.
 * Content that ran past the right edge (the landing hero and its code card, the pricing button,
 * the Data Engineering track's button) widened the document; the check is the document's own
 * scroll width, so any element that overflows fails it, whatever its name.
 */
import { expect, test, type Page } from './support/test.ts';
import { APP_ROUTES, PUBLIC_ROUTES } from '@/common/routes.ts';
import { createAccount, seedSession } from './support/create-account.ts';

const PHONE = { width: 360, height: 740 };

/**
 * What runs past the right (or left) edge: the document's own sideways scroll, plus every visible
 * element that ends outside the viewport. The second part matters because a container with
 * `overflow: hidden` (the landing hero, the pricing card) hides the overflow from the document's
 * scroll width while still cutting its content off. Content inside a deliberate sideways scroller
 * (a code block with `overflow-x: auto`) is allowed to be wider than the screen.
 */
async function offendersOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const found: string[] = [];
    if (root.scrollWidth > width) found.push(`document scrolls ${root.scrollWidth - width}px`);
    const inScroller = (element: Element): boolean => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (parent === document.body) return false;
        const overflowX = getComputedStyle(parent).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll') return true;
      }
      return false;
    };
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width < 2 || box.height < 2) continue; // visually hidden labels, empty boxes
      if (box.right <= width + 0.5 && box.left >= -0.5) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.position === 'fixed') continue;
      if (element.closest('[hidden], [aria-hidden="true"], dialog:not([open])')) continue;
      if (inScroller(element)) continue;
      const label = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const name = `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''}`;
      found.push(`${name} [${Math.round(box.left)}, ${Math.round(box.right)}] "${label}"`);
    }
    return found;
  });
}

async function collectOverflows(page: Page, routes: readonly string[]) {
  const overflows: Record<string, string[]> = {};
  for (const route of routes) {
    if (route === PUBLIC_ROUTES.verifyEmail) {
      // Verify needs a pending e-mail (product.md#verify); without one it redirects to Sign In.
      await page.evaluate(() =>
        window.localStorage.setItem(
          'pending_sign_in',
          JSON.stringify({ email: 'ada@example.com', kind: 'sign_in', resend_at: 0 }),
        ),
      );
    }
    await page.goto(route);
    await expect(page.locator('main h1').first()).toBeVisible();
    // Fonts and lazy sections can widen a page after its first paint.
    await page.evaluate(() => document.fonts.ready);
    overflows[route] = await offendersOf(page);
  }
  return overflows;
}

const nothingOver = (overflows: Record<string, string[]>) =>
  Object.fromEntries(Object.keys(overflows).map((route) => [route, []]));

test('no public page runs past the edge of a 360 px phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(PUBLIC_ROUTES.home);
  const overflows = await collectOverflows(page, Object.values(PUBLIC_ROUTES));
  expect(overflows).toEqual(nothingOver(overflows));
});

test('no signed-in page runs past the edge of a 360 px phone', async ({
  page,
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  const session = await createAccount(request, { firstName: 'Ada', lastName: 'Lovelace' });
  await request.dispose();
  await seedSession(page, session);
  await page.setViewportSize(PHONE);
  const routes = Object.values(APP_ROUTES).filter((route) => route !== APP_ROUTES.dashboard);
  const overflows = await collectOverflows(page, routes);
  expect(overflows).toEqual(nothingOver(overflows));
});
