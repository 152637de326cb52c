/**
 * Renders the app icons (any, maskable, apple-touch) from the logo SVG with Debian's Chromium.
 * Run once when the logo changes; the PNGs are committed. `node scripts/build/generate-icons.mjs`
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../lib/chromium-launch-options.mjs';

const logo = readFileSync('public/favicon.svg', 'utf8');
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
const page = await browser.newPage();

async function render(file, size, { maskable = false, background = 'transparent' } = {}) {
  // Maskable art stays inside the central 80 % safe circle, on a full-bleed background.
  const inner = maskable ? Math.round(size * 0.6) : size;
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background}">
      <div style="width:${inner}px;height:${inner}px">${logo.replace('<svg', `<svg width="${inner}" height="${inner}"`)}</div>
    </body></html>`,
  );
  await page.screenshot({ path: file, omitBackground: background === 'transparent' });
}

await render('public/icons/icon-192.png', 192);
await render('public/icons/icon-512.png', 512);
await render('public/icons/maskable-192.png', 192, { maskable: true, background: '#4f46e5' });
await render('public/icons/maskable-512.png', 512, { maskable: true, background: '#4f46e5' });
await render('public/icons/apple-touch-icon.png', 180, { maskable: true, background: '#4f46e5' });
await browser.close();
