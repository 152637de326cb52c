import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test.ts';
import { waitForServiceWorker } from './support/wait-for-service-worker.ts';

test.use({ serviceWorkers: 'allow' });

test('the manifest is complete and its icons and screenshots load', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as Record<string, unknown> & {
    icons: Array<{ src: string; sizes: string; purpose?: string }>;
    screenshots: Array<{ src: string; form_factor?: string }>;
  };
  for (const field of [
    'name',
    'short_name',
    'description',
    'start_url',
    'scope',
    'theme_color',
    'background_color',
  ]) {
    expect(manifest[field], field).toBeTruthy();
  }
  expect(manifest.display).toBe('standalone');
  const sizes = manifest.icons.map((icon) => `${icon.sizes}:${icon.purpose ?? 'any'}`);
  expect(sizes).toEqual(
    expect.arrayContaining(['192x192:any', '512x512:any', '192x192:maskable', '512x512:maskable']),
  );
  expect(manifest.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
  for (const src of [
    ...manifest.icons.map((i) => i.src),
    ...manifest.screenshots.map((s) => s.src),
  ]) {
    const asset = await request.get(src);
    expect(asset.status(), src).toBe(200);
    expect(asset.headers()['content-type'], src).toBe('image/png');
  }
});

test('after one online visit, public pages load offline and stay cross-origin isolated', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);

  await context.setOffline(true);
  await expect(page.getByTestId('offline-badge')).toBeVisible();
  for (const route of ['/', '/pricing', '/privacy-policy']) {
    await page.goto(route);
    await expect(page.locator('main h1').first()).toBeVisible();
    expect(await page.evaluate(() => crossOriginIsolated), route).toBe(true);
  }
  await page.reload();
  await expect(page.locator('main h1').first()).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId('offline-badge')).toBeHidden();
});

test('the service worker never answers /api navigations with the shell', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  const response = await page.goto('/api/health').catch(() => null);
  expect(response === null || !(await response.text()).includes('<div id="root">')).toBe(true);
  await context.setOffline(false);
});

test.describe('update prompt', () => {
  let webRoot: string;
  let stopServer: (() => Promise<void>) | undefined;
  let baseUrl: string;

  test.beforeAll(async () => {
    const { startTestServer } = await import('./support/start-test-server.ts');
    webRoot = await mkdtemp(path.join(tmpdir(), 'nyra-webroot-'));
    await cp(path.resolve('dist'), webRoot, { recursive: true });
    const server = await startTestServer({ env: { WEB_ROOT: webRoot } });
    baseUrl = server.url;
    stopServer = server.stop;
  });

  test.afterAll(async () => {
    await stopServer?.();
    await rm(webRoot, { recursive: true, force: true });
  });

  test('appears when a new service worker is waiting and reloads only when asked', async ({
    page,
  }) => {
    // A page of the app (marketing pages do not run it, so they show no update prompt).
    await page.goto(`${baseUrl}/auth/login`);
    await waitForServiceWorker(page);
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);

    // Ship a "new version": any byte change to sw.js makes the browser install it.
    const swPath = path.join(webRoot, 'sw.js');
    await writeFile(swPath, (await readFile(swPath, 'utf8')) + '\n// next release\n');
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });

    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    await expect(prompt).toContainText('A new version of Nyra is ready.');
    // It never reloads by itself: the page is still the same document.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.waitForTimeout(1_000);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);

    await Promise.all([
      page.waitForEvent('load'),
      prompt.getByRole('button', { name: 'Reload' }).click(),
    ]);
    expect(
      await page.evaluate(() => (window as unknown as { marker?: number }).marker),
    ).toBeUndefined();
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);
  });
});
