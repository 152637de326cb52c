/**
 * The SQL engine: sql.js (SQLite compiled to wasm, self-hosted) in a worker. Grading and the
 * schema browser run on fresh databases opened from per-problem snapshots. A query cannot be
 * aborted inside SQLite, so the page enforces the time limit by replacing this worker.
 */
import initSqlJs from 'sql.js';
import { describeSqlSchema } from '@/common/practice/sql/describe-sql-schema.ts';
import { explainSqliteQuery } from '@/common/practice/sql/explain-sqlite-query.ts';
import { runSqlTests } from '@/common/practice/sql/run-sql-tests.ts';
import type { SqlRuntime } from '@/common/practice/sql/sql-runtime.ts';
import { downloadEngineFiles } from './download-engine-files.ts';
import type { SqlWorkerCommand, SqlWorkerEvent } from './sql-protocol.ts';

interface WorkerScope {
  postMessage(message: SqlWorkerEvent): void;
  addEventListener(
    type: 'message',
    listener: (event: MessageEvent<SqlWorkerCommand>) => void,
  ): void;
}

const scope = self as unknown as WorkerScope;
let runtime: SqlRuntime | null = null;

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function init(wasmUrl: string): Promise<void> {
  const started = performance.now();
  const [wasmBinary] = await downloadEngineFiles(
    [wasmUrl],
    (progress) => scope.postMessage({ type: 'progress', progress }),
    true,
  );
  const downloadMs = performance.now() - started;
  scope.postMessage({
    type: 'progress',
    progress: { phase: 'start', loadedBytes: 0, totalBytes: null },
  });
  const sql = await initSqlJs({ wasmBinary, locateFile: () => wasmUrl });
  runtime = sql as unknown as SqlRuntime;
  scope.postMessage({ type: 'ready', loadMs: performance.now() - started, downloadMs });
}

scope.addEventListener('message', (event) => {
  const command = event.data;
  if (command.type === 'init') {
    init(command.wasmUrl).catch((error: unknown) =>
      scope.postMessage({ type: 'init-error', message: errorMessage(error) }),
    );
    return;
  }
  if (!runtime) {
    scope.postMessage({ type: 'run-error', id: command.id, message: 'SQL is not ready yet' });
    return;
  }
  try {
    if (command.type === 'describe') {
      scope.postMessage({
        type: 'schema',
        id: command.id,
        tables: describeSqlSchema(runtime, command.problem),
      });
    } else if (command.type === 'explain') {
      scope.postMessage({
        type: 'plan',
        id: command.id,
        nodes: explainSqliteQuery(runtime, command.problem, command.code),
      });
    } else {
      scope.postMessage({
        type: 'result',
        id: command.id,
        result: runSqlTests(runtime, command.request),
      });
    }
  } catch (error) {
    scope.postMessage({ type: 'run-error', id: command.id, message: errorMessage(error) });
  }
});
