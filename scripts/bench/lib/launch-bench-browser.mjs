/**
 * Launches Chromium for a benchmark through Playwright, with the shared path and flags
 * (chromium-launch-options.mjs), so every bench measures the same browser set up the same way.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../lib/chromium-launch-options.mjs';

export function launchBenchBrowser() {
  return chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
}
