/**
 * The PostgreSQL engine: PGlite (PostgreSQL compiled to wasm, self-hosted) in a worker, one
 * in-memory database per worker. Every grading run and Explain happens on a fresh practice
 * schema in a transaction that is rolled back (common/practice/sql/run-postgres-tests.ts). A
 * query cannot be aborted inside PGlite (statement_timeout needs timers wasm lacks), so the page
 * enforces the time limit by replacing this worker, as for SQLite.
 *
 * A fresh PGlite runs initdb (most of its start-up); after the first start the worker keeps the
 * initialised data directory (gzipped, ≈ 4.5 MB) in the engines cache, keyed by PGlite's wasm
 * path (a new PGlite is a new key), and later starts load it instead. Without it (offline before
 * it was saved, or a broken copy) PGlite simply runs initdb again.
 */
import { PGlite } from '@electric-sql/pglite';
import { RUNTIME_CACHES } from '@/common/cache-names.ts';
import { explainPostgresQuery } from '@/common/practice/sql/explain-postgres-query.ts';
import {
  POSTGRES_PRACTICE_START_PARAMS,
  POSTGRES_TYPE_PARSERS,
  type PostgresRuntime,
} from '@/common/practice/sql/postgres-runtime.ts';
import { runPostgresTests } from '@/common/practice/sql/run-postgres-tests.ts';
import { fetchStaticAsset } from '../lib/fetch-static-asset.ts';
import { compileWasmStreaming } from './compile-wasm-streaming.ts';
import { allCached, downloadEngineFiles } from './download-engine-files.ts';
import type { PgliteFileUrls, PgliteWorkerCommand, PgliteWorkerEvent } from './pglite-protocol.ts';
import { startPhaseTimer } from './start-phase-timer.ts';

interface WorkerScope {
  postMessage(message: PgliteWorkerEvent): void;
  addEventListener(
    type: 'message',
    listener: (event: MessageEvent<PgliteWorkerCommand>) => void,
  ): void;
}

const scope = self as unknown as WorkerScope;
let runtime: PostgresRuntime | null = null;
/** One command at a time: PGlite runs one query at a time and runs share the practice schema. */
let queue: Promise<unknown> = Promise.resolve();

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function dataDirKey(files: PgliteFileUrls): string {
  return new URL(`/engines/pglite-data-dir.tgz?for=${new URL(files.wasm).pathname}`, files.wasm)
    .href;
}

async function readDataDir(key: string): Promise<Blob | undefined> {
  try {
    const response = await (await caches.open(RUNTIME_CACHES.engines)).match(key);
    return response ? await response.blob() : undefined;
  } catch {
    return undefined;
  }
}

async function saveDataDir(db: PGlite, key: string): Promise<void> {
  try {
    const dump = await db.dumpDataDir('gzip');
    await (await caches.open(RUNTIME_CACHES.engines)).put(key, new Response(dump));
  } catch (error) {
    console.warn('Could not keep PostgreSQL’s data directory for a faster start', error);
  }
}

async function forgetDataDir(key: string): Promise<void> {
  try {
    await (await caches.open(RUNTIME_CACHES.engines)).delete(key);
  } catch {
    // Nothing to forget.
  }
}

async function fetchBlob(url: string): Promise<Blob> {
  const response = await fetchStaticAsset(url);
  if (!response.ok) throw new Error(`Could not load ${url} (HTTP ${response.status})`);
  return response.blob();
}

async function init(files: PgliteFileUrls): Promise<void> {
  const timer = startPhaseTimer();
  const urls = [files.wasm, files.data, files.initdb];
  const key = dataDirKey(files);
  const savedDataDir = readDataDir(key);
  let compiled: Promise<[WebAssembly.Module, WebAssembly.Module, Blob]>;
  if (await allCached(urls)) {
    // Every file is cached: compile by streaming from the cache (Chromium reuses the compiled
    // code of a cached response) and read the data bundle, all at once.
    timer.mark('download');
    compiled = Promise.all([
      compileWasmStreaming(files.wasm),
      compileWasmStreaming(files.initdb),
      fetchBlob(files.data),
    ]);
  } else {
    // Downloading with progress: compile the bytes already in hand, since a cache that could
    // not keep a file (a small HTTP cache, no service worker yet) would download it twice.
    const [wasm, data, initdb] = await downloadEngineFiles(
      urls,
      (progress) => scope.postMessage({ type: 'progress', progress }),
      true,
    );
    if (!wasm || !data || !initdb) throw new Error('PostgreSQL files are missing');
    timer.mark('download');
    compiled = Promise.all([
      WebAssembly.compile(wasm),
      WebAssembly.compile(initdb),
      Promise.resolve(new Blob([data])),
    ]);
  }
  const downloadMs = timer.elapsed();
  scope.postMessage({
    type: 'progress',
    progress: { phase: 'start', loadedBytes: 0, totalBytes: null },
  });
  const [[pgliteWasmModule, initdbWasmModule, fsBundle], saved] = await Promise.all([
    compiled,
    savedDataDir,
  ]);
  timer.mark('compile');
  const options = {
    pgliteWasmModule,
    initdbWasmModule,
    fsBundle,
    parsers: POSTGRES_TYPE_PARSERS,
    startParams: [...PGlite.defaultStartParams, ...POSTGRES_PRACTICE_START_PARAMS],
  };
  let db: PGlite | null = null;
  if (saved) {
    db = await PGlite.create({ ...options, loadDataDir: saved }).catch(async () => {
      await forgetDataDir(key);
      return null;
    });
    timer.mark('startFromSavedDataDir');
  }
  if (!db) {
    db = await PGlite.create(options);
    timer.mark('initdb');
    // Before any run (runs wait in the queue), so the copy is the empty, initialised cluster.
    const fresh = db;
    queue = queue.then(() => saveDataDir(fresh, key));
  }
  runtime = db as unknown as PostgresRuntime;
  scope.postMessage({
    type: 'ready',
    loadMs: timer.elapsed(),
    downloadMs,
    phasesMs: timer.phasesMs,
  });
}

async function handle(command: Exclude<PgliteWorkerCommand, { type: 'init' }>): Promise<void> {
  if (!runtime) {
    scope.postMessage({
      type: 'run-error',
      id: command.id,
      message: 'PostgreSQL is not ready yet',
    });
    return;
  }
  try {
    if (command.type === 'explain') {
      const nodes = await explainPostgresQuery(runtime, command.problem, command.code);
      scope.postMessage({ type: 'plan', id: command.id, nodes });
    } else {
      const result = await runPostgresTests(runtime, command.request);
      scope.postMessage({ type: 'result', id: command.id, result });
    }
  } catch (error) {
    scope.postMessage({ type: 'run-error', id: command.id, message: errorMessage(error) });
  }
}

scope.addEventListener('message', (event) => {
  const command = event.data;
  if (command.type === 'init') {
    init(command.files).catch((error: unknown) =>
      scope.postMessage({ type: 'init-error', message: errorMessage(error) }),
    );
    return;
  }
  queue = queue.then(() => handle(command));
});
