/**
 * Lighthouse benchmark of the public marketing site: the `lighthouse` package driving
 * Debian's Chromium through chrome-launcher, mobile preset (Lighthouse's default config: Moto G
 * Power emulation, simulated slow 4G and 4x CPU slowdown), 5 runs per page (RUNS=n to change,
 * never fewer than 5), min / median / max of each figure, on /, /pricing and
 * /tracks/data-engineering, against the production server started on
 * a free port with a temporary DATA_DIR, serving a snapshot of dist/ (so a rebuild running at the
 * same time cannot pull the files from under a run). It also measures the gzipped JS the landing route loads
 * and checks that no Monaco, Pyodide, sql.js or Dexie code is among it.
 *
 * Simulated throttling scales the observed main-thread work, so results depend on the host CPU:
 * the CPU model, the load average and Lighthouse's `benchmarkIndex` of every run are recorded
 * with the figures (docs/benchmarks.md, Marketing), and so is where the main
 * thread went on each page (`mainthread-work-breakdown`, long tasks, DOM size; medians).
 *
 * Prints a table, then the figures as one JSON line; `--json <file>` also writes them to a file.
 * Budgets (docs/benchmarks.md): performance >= 95, accessibility 100, best practices >= 95,
 * SEO >= 95, LCP <= 1.5 s, CLS <= 0.02, TBT <= 100 ms, landing JS <= 120 KB gzipped.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_LAUNCH_OPTIONS } from '../lib/chromium-launch-options.mjs';
import { readCpuModelName } from './lib/read-cpu-model-name.mjs';
import { readLoadAverage } from './lib/read-load-average.mjs';
import { startBenchServer } from './lib/start-bench-server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = path.join(ROOT, 'dist');
const CHROMIUM_PATH = CHROMIUM_LAUNCH_OPTIONS.executablePath;
/** chrome-launcher starts a headed browser unless told; no component or sync traffic either. */
const CHROME_FLAGS = [
  '--headless=new',
  ...CHROMIUM_LAUNCH_OPTIONS.args,
  '--disable-component-update',
  '--disable-sync',
];
const ROUTES = ['/', '/pricing', '/tracks/data-engineering'];
const MIN_RUNS = 5;
const RUNS = Math.max(MIN_RUNS, Number(process.env.RUNS ?? MIN_RUNS) || MIN_RUNS);
const LANDING_JS_BUDGET_KB = 120;
const SNAPSHOT_ATTEMPTS = 5;
const MAX_FAILED_RUNS = 3;
const SNAPSHOT_RETRY_MS = 5_000;
/** Code signatures of the engines the landing route must never load. */
const FORBIDDEN_CODE = [
  { name: 'Monaco', pattern: /monaco-editor|\bmonaco\b/i },
  { name: 'Pyodide', pattern: /pyodide/i },
  { name: 'sql.js', pattern: /sql-wasm|initSqlJs/ },
  { name: 'Dexie', pattern: /\bDexie\b/ },
];

/** Every file the build manifest names exists: the copy did not catch a rebuild half-way. */
function isCompleteBuild(root) {
  const manifestFile = path.join(root, '.vite/manifest.json');
  if (!existsSync(path.join(root, 'index.html')) || !existsSync(manifestFile)) return false;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  return Object.values(manifest).every((entry) =>
    [entry.file, ...(entry.css ?? [])].every((file) => existsSync(path.join(root, file))),
  );
}

function snapshotDist() {
  for (let attempt = 0; attempt < SNAPSHOT_ATTEMPTS; attempt++) {
    const webRoot = mkdtempSync(path.join(tmpdir(), 'nyra-lighthouse-web-'));
    cpSync(DIST, webRoot, { recursive: true });
    if (isCompleteBuild(webRoot)) return webRoot;
    rmSync(webRoot, { recursive: true, force: true });
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, SNAPSHOT_RETRY_MS);
  }
  throw new Error('dist/ kept changing while it was copied (a build is running?); try again.');
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function spread(values) {
  return { min: Math.min(...values), median: median(values), max: Math.max(...values) };
}

/** Main-thread time by Lighthouse's groups (ms), e.g. styleLayout, scriptEvaluation, other. */
function mainThreadOf(lhr) {
  const items = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
  const byGroup = {};
  for (const item of items) byGroup[item.group] = Math.round(item.duration);
  const longTasks = lhr.audits['long-tasks']?.details?.items ?? [];
  return {
    mainThreadMs: Math.round(lhr.audits['mainthread-work-breakdown']?.numericValue ?? 0),
    byGroup,
    longTasks: longTasks.length,
    longestTaskMs: Math.round(Math.max(0, ...longTasks.map((task) => task.duration))),
    domElements: lhr.audits['dom-size']?.numericValue ?? null,
  };
}

function figuresOf(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
    tbtMs: Math.round(numeric('total-blocking-time')),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? Number.NaN),
  };
}

/** Audits below a perfect score, so a regression says what to look at. */
function failingAudits(lhr) {
  const ids = new Set();
  for (const category of Object.values(lhr.categories)) {
    if (category.id === 'performance') continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) ids.add(ref.id);
    }
  }
  return [...ids];
}

/** The JS a cold load of the landing route fetched, gzipped at level 9 from the built files. */
function landingJs(lhr, origin, webRoot) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests
    .filter((item) => item.resourceType === 'Script' && item.url.startsWith(origin))
    .map((item) => new URL(item.url).pathname);
  let gzipBytes = 0;
  const forbidden = new Set();
  for (const pathname of new Set(scripts)) {
    const file = path.join(webRoot, pathname);
    if (!existsSync(file)) continue;
    const code = readFileSync(file);
    gzipBytes += gzipSync(code, { level: 9 }).length;
    const text = code.toString('utf8');
    for (const { name, pattern } of FORBIDDEN_CODE) if (pattern.test(text)) forbidden.add(name);
  }
  return {
    landingJsGzipKb: Number((gzipBytes / 1024).toFixed(1)),
    landingScripts: [...new Set(scripts)],
    forbiddenEnginesLoaded: [...forbidden],
  };
}

export async function benchLighthouse({ runs = RUNS, routes = ROUTES } = {}) {
  if (!existsSync(path.join(DIST, 'index.html'))) {
    throw new Error('dist/ is missing: run `npm run build` (or `npm run bench`) first.');
  }
  const webRoot = snapshotDist();
  const server = await startBenchServer({
    name: 'lighthouse',
    root: ROOT,
    env: { WEB_ROOT: webRoot },
  });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  const pages = {};
  let landing;
  const loadBefore = readLoadAverage();
  try {
    for (const route of routes) {
      const runsOfRoute = [];
      const failing = new Set();
      for (let run = 0, failures = 0; run < runs; run++) {
        const result = await lighthouse(`${server.url}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
        // A run that could not measure (e.g. NO_FCP on a starved machine) is repeated, not
        // averaged in as zeros.
        if (result.lhr.runtimeError) {
          if (++failures > MAX_FAILED_RUNS) throw new Error(result.lhr.runtimeError.message);
          run--;
          continue;
        }
        runsOfRoute.push({ ...figuresOf(result.lhr), mainThread: mainThreadOf(result.lhr) });
        for (const id of failingAudits(result.lhr)) failing.add(id);
        if (route === '/' && run === 0) landing = landingJs(result.lhr, server.url, webRoot);
      }
      const figures = {};
      for (const key of Object.keys(runsOfRoute[0])) {
        if (key === 'mainThread') continue;
        figures[key] = spread(runsOfRoute.map((run) => run[key]));
      }
      const mainThread = {
        mainThreadMs: median(runsOfRoute.map((run) => run.mainThread.mainThreadMs)),
        longTasks: median(runsOfRoute.map((run) => run.mainThread.longTasks)),
        longestTaskMs: median(runsOfRoute.map((run) => run.mainThread.longestTaskMs)),
        domElements: runsOfRoute[0].mainThread.domElements,
        byGroupMs: Object.fromEntries(
          Object.keys(runsOfRoute[0].mainThread.byGroup).map((group) => [
            group,
            median(runsOfRoute.map((run) => run.mainThread.byGroup[group] ?? 0)),
          ]),
        ),
      };
      pages[route] = {
        ...figures,
        mainThreadMedians: mainThread,
        runs: runsOfRoute,
        imperfectAudits: [...failing],
      };
    }
  } finally {
    await chrome.kill();
    await server.stop();
    rmSync(webRoot, { recursive: true, force: true });
  }
  return {
    tool: 'lighthouse',
    preset: 'mobile (default config, simulated throttling)',
    runsPerPage: runs,
    chromium: CHROMIUM_PATH,
    cpuModel: readCpuModelName(),
    cpuCount: cpus().length,
    loadAverage1mBefore: loadBefore,
    loadAverage1mAfter: readLoadAverage(),
    pages,
    landingJsGzipKb: landing?.landingJsGzipKb ?? null,
    landingJsBudgetKb: LANDING_JS_BUDGET_KB,
    landingScripts: landing?.landingScripts ?? [],
    forbiddenEnginesLoaded: landing?.forbiddenEnginesLoaded ?? [],
  };
}

function printTable(figures) {
  const range = ({ min, median: middle, max }) => `${min} / ${middle} / ${max}`;
  const rows = Object.entries(figures.pages).map(([route, page]) => ({
    route,
    perf: range(page.performance),
    a11y: range(page.accessibility),
    'TBT ms': range(page.tbtMs),
    'LCP ms': range(page.lcpMs),
    CLS: range(page.cls),
    'FCP ms': range(page.fcpMs),
    'best pr.': page.bestPractices.median,
    seo: page.seo.median,
    benchmarkIndex: range(page.benchmarkIndex),
  }));
  console.log(
    `Lighthouse, ${figures.preset}, ${figures.runsPerPage} runs per page (min / median / max); ` +
      `${figures.cpuModel} x ${figures.cpuCount}; load average (1 min) ` +
      `${figures.loadAverage1mBefore} before, ${figures.loadAverage1mAfter} after`,
  );
  console.table(rows);
  for (const [route, page] of Object.entries(figures.pages)) {
    const thread = page.mainThreadMedians;
    const groups = Object.entries(thread.byGroupMs)
      .sort((a, b) => b[1] - a[1])
      .map(([group, ms]) => `${group} ${ms}`)
      .join(', ');
    console.log(
      `  ${route}: main thread ${thread.mainThreadMs} ms (${groups}); ${thread.longTasks} long ` +
        `tasks, longest ${thread.longestTaskMs} ms; ${thread.domElements} DOM elements (medians)`,
    );
    if (page.imperfectAudits.length > 0) {
      console.log(`  ${route}: audits below 100: ${page.imperfectAudits.join(', ')}`);
    }
  }
  console.log(
    `Landing route JS: ${figures.landingJsGzipKb} KB gzipped (budget ${figures.landingJsBudgetKb} KB), ` +
      `${figures.landingScripts.length} scripts; engines loaded: ${
        figures.forbiddenEnginesLoaded.length ? figures.forbiddenEnginesLoaded.join(', ') : 'none'
      }`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const jsonIndex = process.argv.indexOf('--json');
  const figures = await benchLighthouse();
  printTable(figures);
  const json = JSON.stringify(figures);
  console.log(json);
  if (jsonIndex > 0 && process.argv[jsonIndex + 1])
    writeFileSync(process.argv[jsonIndex + 1], json);
}
