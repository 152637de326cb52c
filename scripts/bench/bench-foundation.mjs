/**
 * Foundation benchmarks:
 * - gzipped JS and CSS the landing route loads (measured in Chromium: every script and stylesheet
 *   response of a cold load of `/`, gzipped at level 9 like the server's precompressed files);
 * - time from process start to the first 200 from /api/health (PGlite, build present), for a new
 *   DATA_DIR (first start runs initdb) and an existing one;
 * - /api/health throughput with autocannon for 10 s, beside a bare node:http server, as a ratio.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBenchBrowser } from './lib/launch-bench-browser.mjs';
import { runAutocannon } from './lib/run-autocannon.mjs';

const AUTOCANNON_DURATION_S = 10;
const AUTOCANNON_CONNECTIONS = 50;

async function waitHealthy(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited');
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.status === 200) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error('not healthy in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function startServer(port, dataDir) {
  const started = performance.now();
  const child = spawn(process.execPath, ['server/dist/start.mjs'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitHealthy(url, child);
  const ms = performance.now() - started;
  return {
    url,
    ms,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

function runHealthLoad(url) {
  return runAutocannon({
    url,
    connections: AUTOCANNON_CONNECTIONS,
    duration: AUTOCANNON_DURATION_S,
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'nyra-bench-'));
const results = {};

const first = await startServer(18_901, dataDir);
results.startToHealthyFirstStartMs = Math.round(first.ms);
await first.stop();
const again = await startServer(18_901, dataDir);
results.startToHealthyMs = Math.round(again.ms);

// Landing route payload, as a browser loads it (no service worker, cold cache).
const browser = await launchBenchBrowser();
const page = await browser.newPage({ serviceWorkers: 'block' });
let js = 0;
let css = 0;
const jsFiles = [];
page.on('response', async (response) => {
  const type = response.request().resourceType();
  if (type !== 'script' && type !== 'stylesheet') return;
  const body = await response.body().catch(() => Buffer.alloc(0));
  const gz = gzipSync(body, { level: 9 }).length;
  if (type === 'script') {
    js += gz;
    jsFiles.push(new URL(response.url()).pathname);
  } else css += gz;
});
await page.goto(again.url + '/', { waitUntil: 'networkidle' });
await browser.close();
results.landingJsGzipKb = +(js / 1024).toFixed(1);
results.landingCssGzipKb = +(css / 1024).toFixed(1);
results.landingJsFiles = jsFiles;

const app = await runHealthLoad(`${again.url}/api/health`);
await again.stop();

const bare = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end('{"status":"ok"}');
});
await new Promise((resolve) => bare.listen(18_902, '127.0.0.1', resolve));
const baseline = await runHealthLoad('http://127.0.0.1:18902/');
bare.close();

results.healthRps = Math.round(app.requests.average);
results.bareNodeHttpRps = Math.round(baseline.requests.average);
results.healthVsBareRatio = +(app.requests.average / baseline.requests.average).toFixed(2);
results.healthNon2xx = app.non2xx;
rmSync(dataDir, { recursive: true, force: true });

console.log(JSON.stringify({ foundation: results }, null, 2));
