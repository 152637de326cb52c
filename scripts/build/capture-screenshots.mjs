/**
 * Captures the manifest's install screenshots (wide 1280×800, narrow 390×844) of the landing page
 * from a running server. Re-run when the landing page changes; the PNGs are committed.
 * Usage: node scripts/build/capture-screenshots.mjs http://127.0.0.1:8080
 */
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../lib/chromium-launch-options.mjs';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:8080';
await mkdir('public/screenshots', { recursive: true });
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
for (const [name, width, height] of [
  ['wide', 1280, 800],
  ['narrow', 390, 844],
]) {
  const page = await browser.newPage({ viewport: { width, height }, serviceWorkers: 'block' });
  await page.goto(baseUrl, { waitUntil: 'networkidle' });
  await page.screenshot({ path: `public/screenshots/${name}.png` });
  await page.close();
}
await browser.close();
