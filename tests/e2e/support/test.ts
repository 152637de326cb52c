/**
 * The `test` every spec uses: Playwright's, with `page.goto` and `page.reload` waiting until the
 * app is interactive (`<html data-app-ready>`, set in src/app/app.tsx). Prerendered public pages
 * paint from their HTML and start the app only after the first paint (public/start-after-paint.js),
 * so a test's first press could come before hydration. The page holds and replays such presses
 * (marketing.spec.ts proves it), but every other test starts from an interactive page, so its steps
 * see the state they describe. Pages without JavaScript, answers that are not HTML and
 * `waitUntil: 'commit'` or `'domcontentloaded'` navigations are returned as they are. The
 * `request` fixture retries a 503 "busy" and resends a GET cut by a connection reset (see
 * retryWhenBusy).
 */
import { test as base, type APIRequestContext, type Page, type Response } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, BrowserContext, Page, Request } from '@playwright/test';

const APP_READY_SELECTOR = 'html[data-app-ready]';

async function waitForApp(page: Page, response: Response | null): Promise<void> {
  const type = response ? await response.headerValue('content-type') : null;
  if (type?.includes('text/html')) {
    await page.locator(APP_READY_SELECTOR).waitFor({ state: 'attached' });
  }
}

/** How often a direct API call answered 503 "busy" is tried again before the test sees it. */
const BUSY_RETRIES = 5;
const REQUEST_METHODS = ['fetch', 'get', 'post', 'put', 'patch', 'delete', 'head'] as const;

/**
 * Direct API calls (setting up accounts, reading server copies) retry a 503 "busy" after its
 * Retry-After, as the app's API client and sync engine do: the embedded database sheds load when
 * a saturated machine (CI, every worker running) queues statements, and that is not a failure
 * of the feature under test.
 *
 * A GET or HEAD cut by a connection reset before any answer (seen on a loaded machine: `read
 * ECONNRESET` while a test read a server copy) is sent once more, as browsers resend an idempotent
 * request whose kept-alive connection was reset. Other methods are never sent twice.
 */
const CONNECTION_RESET = /ECONNRESET|socket hang up/;
const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(['get', 'head']);

function retryWhenBusy(request: APIRequestContext): void {
  for (const method of REQUEST_METHODS) {
    const send = request[method].bind(request) as APIRequestContext['fetch'];
    const patient: APIRequestContext['fetch'] = async (url, options) => {
      let resent = false;
      for (let attempt = 0; ; attempt += 1) {
        let response;
        try {
          response = await send(url, options);
        } catch (error) {
          const reset = CONNECTION_RESET.test(error instanceof Error ? error.message : '');
          if (!reset || resent || !IDEMPOTENT_METHODS.has(method)) throw error;
          resent = true;
          continue;
        }
        if (response.status() !== 503 || attempt >= BUSY_RETRIES) return response;
        const retryAfterS = Number(response.headers()['retry-after'] ?? '1') || 1;
        await new Promise((resolve) => setTimeout(resolve, retryAfterS * 1000));
      }
    };
    Object.assign(request, { [method]: patient });
  }
}

export const test = base.extend({
  request: async ({ request }, use) => {
    retryWhenBusy(request);
    await use(request);
  },
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
