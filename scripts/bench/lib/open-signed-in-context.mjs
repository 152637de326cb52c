/**
 * A fresh browser context for a bench, signed in as `session` (store-bench-session.mjs, with any
 * further localStorage `items`): the server as base URL, service workers blocked (the benches that
 * want one launch their own context), and any other Playwright context options.
 *
 * @param {import('@playwright/test').Browser} browser
 * @param {{ url: string }} server
 * @param {object} session
 * @param {{ items?: Record<string, string> } & import('@playwright/test').BrowserContextOptions} [options]
 */
import { storeBenchSession } from './store-bench-session.mjs';

export async function openSignedInContext(browser, server, session, { items, ...options } = {}) {
  const context = await browser.newContext({
    baseURL: server.url,
    serviceWorkers: 'block',
    ...options,
  });
  await storeBenchSession(context, session, items);
  return context;
}
