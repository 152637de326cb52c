/**
 * Takes an offline context back online and resolves with the ms until the sync outbox is empty
 * (count-outbox-rows.mjs, polled every 20 ms): the sync benches' "queued writes → server" figure.
 *
 * @param {import('@playwright/test').BrowserContext} context
 * @param {import('@playwright/test').Page} page
 */
import { countOutboxRows } from './count-outbox-rows.mjs';

const POLL_MS = 20;

export async function timeOutboxDrain(context, page) {
  const started = performance.now();
  await context.setOffline(false);
  // The app listens for `online`; Playwright's setOffline does not fire it.
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  while ((await countOutboxRows(page)) > 0) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return performance.now() - started;
}
