/**
 * The DuckDB engine: duckdb-wasm's blocking build in this worker, one in-memory database per
 * worker. Its `eh` wasm (34 MB; 7.7 MB gzipped, not precompressed by the build) is a self-hosted
 * asset, read once and compiled as it streams in (compile-engine-wasm.ts): from the network with
 * byte progress on a first start, which fills the HTTP cache and, through the service worker, the
 * engines cache; from those caches afterwards, online or not. DuckDB is then handed the compiled
 * module instead of fetching the file again. Grading keeps a run's data set loaded for the next
 * run of the same data (common/practice/sql/run-duckdb-tests.ts). A query cannot be aborted from
 * outside, so the page enforces the time limit by replacing this worker, as for the other engines.
 */
import { BROWSER_RUNTIME, createDuckDB, VoidLogger } from 'duckdb-browser-blocking';
import { configureDuckdb, type DuckdbRuntime } from '@/common/practice/sql/duckdb-runtime.ts';
import { explainDuckdbQuery } from '@/common/practice/sql/explain-duckdb-query.ts';
import { runDuckdbTests } from '@/common/practice/sql/run-duckdb-tests.ts';
import { compileEngineWasm } from './compile-engine-wasm.ts';
import type { DuckdbFileUrls, DuckdbWorkerCommand, DuckdbWorkerEvent } from './duckdb-protocol.ts';

interface WorkerScope {
  postMessage(message: DuckdbWorkerEvent): void;
  addEventListener(
    type: 'message',
    listener: (event: MessageEvent<DuckdbWorkerCommand>) => void,
  ): void;
}

const scope = self as unknown as WorkerScope;
let runtime: DuckdbRuntime | null = null;

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The hook duckdb-wasm's bindings call to instantiate their wasm (Emscripten's `instantiateWasm`). */
interface InstantiateHook {
  _runtime: unknown;
  instantiateWasm(
    imports: WebAssembly.Imports,
    done: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
  ): unknown;
}

async function init(files: DuckdbFileUrls): Promise<void> {
  const started = performance.now();
  const { module } = await compileEngineWasm(files.wasm, (progress) =>
    scope.postMessage({ type: 'progress', progress }),
  );
  // Reading and compiling the wasm (they overlap).
  const downloadMs = performance.now() - started;
  scope.postMessage({
    type: 'progress',
    progress: { phase: 'start', loadedBytes: 0, totalBytes: null },
  });
  // Only the `eh` build is hosted: every browser the app supports has wasm exceptions, so
  // DuckDB's feature check picks it; `mvp` must be named all the same.
  const bundle = { mainModule: files.wasm, mainWorker: null };
  const db = await createDuckDB({ mvp: bundle, eh: bundle }, new VoidLogger(), BROWSER_RUNTIME);
  // Instantiate the module compiled above rather than let DuckDB fetch and compile the file again.
  const hook = db as unknown as InstantiateHook;
  hook.instantiateWasm = (imports, done) => {
    (globalThis as { DUCKDB_RUNTIME?: unknown }).DUCKDB_RUNTIME = hook._runtime;
    WebAssembly.instantiate(module, imports).then(
      (instance) => done(instance, module),
      (error: unknown) => scope.postMessage({ type: 'init-error', message: errorMessage(error) }),
    );
    return [];
  };
  await db.instantiate();
  const connection = db.connect() as unknown as DuckdbRuntime;
  configureDuckdb(connection);
  runtime = connection;
  scope.postMessage({ type: 'ready', loadMs: performance.now() - started, downloadMs });
}

function handle(command: Exclude<DuckdbWorkerCommand, { type: 'init' }>): void {
  if (!runtime) {
    scope.postMessage({ type: 'run-error', id: command.id, message: 'DuckDB is not ready yet' });
    return;
  }
  try {
    if (command.type === 'explain') {
      const nodes = explainDuckdbQuery(runtime, command.problem, command.code);
      scope.postMessage({ type: 'plan', id: command.id, nodes });
    } else {
      const result = runDuckdbTests(runtime, command.request);
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
  // The blocking API runs one command to the end before the next message is read.
  handle(command);
});
