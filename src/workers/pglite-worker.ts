/**
 * The PostgreSQL engine: PGlite (PostgreSQL compiled to wasm, self-hosted) in a worker, one
 * in-memory database per worker. Every grading run and Explain happens on a fresh practice
 * schema in a transaction that is rolled back (common/practice/sql/run-postgres-tests.ts). A
 * query cannot be aborted inside PGlite (statement_timeout needs timers wasm lacks), so the page
 * enforces the time limit by replacing this worker, as for SQLite.
 */
import { PGlite } from '@electric-sql/pglite';
import { explainPostgresQuery } from '../../common/practice/sql/explain-postgres-query.ts';
import {
  POSTGRES_TYPE_PARSERS,
  type PostgresRuntime,
} from '../../common/practice/sql/postgres-runtime.ts';
import { runPostgresTests } from '../../common/practice/sql/run-postgres-tests.ts';
import { downloadEngineFiles } from './download-engine-files.ts';
import type { PgliteFileUrls, PgliteWorkerCommand, PgliteWorkerEvent } from './pglite-protocol.ts';

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

async function init(files: PgliteFileUrls): Promise<void> {
  const started = performance.now();
  const [wasm, data, initdb] = await downloadEngineFiles(
    [files.wasm, files.data, files.initdb],
    (progress) => scope.postMessage({ type: 'progress', progress }),
    true,
  );
  const downloadMs = performance.now() - started;
  scope.postMessage({
    type: 'progress',
    progress: { phase: 'start', loadedBytes: 0, totalBytes: null },
  });
  if (!wasm || !data || !initdb) throw new Error('PostgreSQL files are missing');
  const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
    WebAssembly.compile(wasm),
    WebAssembly.compile(initdb),
  ]);
  const db = await PGlite.create({
    pgliteWasmModule,
    initdbWasmModule,
    fsBundle: new Blob([data]),
    parsers: POSTGRES_TYPE_PARSERS,
  });
  runtime = db as unknown as PostgresRuntime;
  scope.postMessage({ type: 'ready', loadMs: performance.now() - started, downloadMs });
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
