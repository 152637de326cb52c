/**
 * Waits until the service worker is active and controls the page, so what the page fetches next
 * goes through it (and is cached for the offline part of a test).
 */
import type { Page } from '@playwright/test';

export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
}
