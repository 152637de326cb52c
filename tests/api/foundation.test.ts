import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@/common/api/error-body-schema.ts';
import { healthSchema } from '@/common/api/health-schema.ts';
import { createTestApp, type TestApp } from '../support/create-test-app.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';

describe.each(testDatabaseKinds())('foundation HTTP behaviour on %s', (kind) => {
  let t: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(tmpdir(), 'nyra-web-'));
    await mkdir(path.join(webRoot, 'assets'));
    await mkdir(path.join(webRoot, 'pricing'));
    await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>shell</title>');
    await writeFile(
      path.join(webRoot, 'pricing', 'index.html'),
      '<!doctype html><title>pricing</title>',
    );
    await writeFile(path.join(webRoot, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
    await mkdir(path.join(webRoot, 'engines', 'pyodide-314.0.7'), { recursive: true });
    await writeFile(path.join(webRoot, 'engines', 'pyodide-314.0.7', 'pyodide.mjs'), 'x');
    await writeFile(path.join(webRoot, 'practice-engines.json'), '{}');
    await writeFile(path.join(webRoot, 'sw.js'), 'self.x=1');
    await writeFile(path.join(webRoot, 'manifest.webmanifest'), '{}');
    t = await createTestApp({ kind, env: { WEB_ROOT: webRoot } });
  });
  afterAll(async () => t.close());

  it('answers /api/health with 200 JSON once the database answers', async () => {
    const response = await t.request('/api/health');
    expect(response.status).toBe(200);
    const body = healthSchema.parse(await response.json());
    expect(body.database).toBe(kind);
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await t.request('/api/no-such-thing/');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = errorBodySchema.parse(await response.json());
    expect(body.code).toBe('not_found');
  });

  it('rejects a JSON body over 1 MB with 413 and no stack trace', async () => {
    const response = await t.request('/api/health', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.status).toBe(413);
    const text = await response.text();
    expect(errorBodySchema.parse(JSON.parse(text)).code).toBe('payload_too_large');
    expect(text).not.toMatch(/at .*\.ts:\d+/);
  });

  it('sets the security headers on API and static responses', async () => {
    for (const requestPath of ['/api/health', '/', '/pricing', '/assets/app-1a2b3c.js']) {
      const response = await t.request(requestPath);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
      expect(csp.replace("'wasm-unsafe-eval'", '')).not.toContain('unsafe-eval');
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBeTruthy();
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(response.headers.get('cross-origin-embedder-policy')).toBe('require-corp');
    }
  });

  it('caches hashed assets for a year and revalidates the shell, service worker and manifest', async () => {
    const asset = await t.request('/assets/app-1a2b3c.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Engine files live under a versioned folder: a new version is a new URL.
    const engine = await t.request('/engines/pyodide-314.0.7/pyodide.mjs');
    expect(engine.status).toBe(200);
    expect(engine.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Their list is not versioned: it is revalidated like the shell.
    for (const requestPath of [
      '/',
      '/sw.js',
      '/manifest.webmanifest',
      '/practice-engines.json',
      '/dashboard/lessons',
    ]) {
      const response = await t.request(requestPath);
      expect(response.status, requestPath).toBe(200);
      expect(response.headers.get('cache-control'), requestPath).toBe('no-cache');
    }
  });

  it('serves a prerendered page when one exists and the shell for other client routes', async () => {
    expect(await (await t.request('/pricing')).text()).toContain('<title>pricing</title>');
    expect(await (await t.request('/dashboard/lessons')).text()).toContain('<title>shell</title>');
    expect(await (await t.request('/some/unknown/route')).text()).toContain('<title>shell</title>');
  });

  it('does not serve files outside the web root', async () => {
    const response = await t.request('/..%2f..%2fpackage.json');
    expect(response.status).not.toBe(200);
  });
});
