/**
 * The `test` every spec uses: Playwright's, with `page.goto` and `page.reload` waiting until the
 * app is interactive (`<html data-app-ready>`, set in src/app/app.tsx). Prerendered public pages
 * paint from their HTML and start the app only after the first paint (public/start-after-paint.js),
 * so a test's first press could come before hydration. The page holds and replays such presses
 * (marketing.spec.ts proves it), but every other test starts from an interactive page, so its steps
 * see the state they describe. Pages without JavaScript, answers that are not HTML and
 * `waitUntil: 'commit'` or `'domcontentloaded'` navigations are returned as they are.
 */
import { test as base, type Page, type Response } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, BrowserContext, Page, Request } from '@playwright/test';

const APP_READY_SELECTOR = 'html[data-app-ready]';

async function waitForApp(page: Page, response: Response | null): Promise<void> {
  const type = response ? await response.headerValue('content-type') : null;
  if (type?.includes('text/html')) {
    await page.locator(APP_READY_SELECTOR).waitFor({ state: 'attached' });
  }
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        // `commit` and `domcontentloaded` ask for control before the app runs: no waiting then.
        const early = options?.waitUntil === 'commit' || options?.waitUntil === 'domcontentloaded';
        if (!early) await waitForApp(page, response);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await waitForApp(page, response);
        return response;
      };
    }
    await use(page);
  },
});
