/**
 * The page's handle on the DuckDB worker (duckdb-wasm): grading runs and query plans, with the
 * download and start-up progress the engine status shows. DuckDB's blocking API cannot be
 * interrupted from outside, so a run or Explain over the time limit replaces the worker (it
 * starts again from the cached wasm).
 */
import { PRACTICE_TIME_LIMIT_MS } from '../../common/practice/practice-limits.ts';
import type { SqlProblem } from '../../common/practice/problem-schema.ts';
import type { RunResult } from '../../common/practice/run-result-schema.ts';
import {
  EXPLAIN_STOPPED_MESSAGE,
  type QueryPlanNode,
} from '../../common/practice/sql/query-plan-node.ts';
import type { SqlRunRequest } from '../../common/practice/sql/run-sql-tests.ts';
import { awaitRunResult } from './await-run-result.ts';
import { EngineClient, EngineStoppedError } from './engine-client.ts';
import type { DuckdbFileUrls, DuckdbWorkerCommand, DuckdbWorkerEvent } from './duckdb-protocol.ts';

/**
 * DuckDB's `eh` wasm, emitted by Vite as a hashed asset (`duckdb-eh-*.wasm`); the package's
 * other builds (mvp, coi) are never referenced, so never shipped.
 */
const FILES: DuckdbFileUrls = {
  wasm: new URL('../../node_modules/@duckdb/duckdb-wasm/dist/duckdb-eh.wasm', import.meta.url).href,
};

export class DuckdbEngine extends EngineClient<DuckdbWorkerCommand, DuckdbWorkerEvent> {
  private readonly timeLimitMs: number;

  constructor(options: { timeLimitMs?: number } = {}) {
    super();
    this.timeLimitMs = options.timeLimitMs ?? PRACTICE_TIME_LIMIT_MS;
  }

  /** The files' URLs, for the offline download step and the idle warm-up. */
  static readonly fileUrls: DuckdbFileUrls = FILES;

  protected createWorker(): Worker {
    return new Worker(new URL('./duckdb-worker.ts', import.meta.url), {
      type: 'module',
      name: 'duckdb',
    });
  }

  protected initCommand(): DuckdbWorkerCommand {
    return { type: 'init', files: FILES };
  }

  /** Sends a command and replaces the worker if the answer takes longer than the time limit. */
  private async withTimeLimit<T>(
    build: (id: number) => DuckdbWorkerCommand,
    read: (response: Promise<DuckdbWorkerEvent>) => Promise<T>,
  ): Promise<T> {
    await this.whenReady();
    const { response } = this.send(build);
    const timer = window.setTimeout(
      () => this.replaceWorker(new EngineStoppedError('time limit')),
      this.timeLimitMs,
    );
    try {
      return await read(response);
    } finally {
      window.clearTimeout(timer);
    }
  }

  run(request: SqlRunRequest): Promise<RunResult> {
    return this.serialize(() => {
      const started = performance.now();
      return this.withTimeLimit(
        (id) => ({ type: 'run', id, request }),
        (response) => awaitRunResult(response, request, started),
      );
    });
  }

  explain(problem: SqlProblem, code: string): Promise<QueryPlanNode[]> {
    return this.serialize(() =>
      this.withTimeLimit(
        (id) => ({ type: 'explain', id, problem, code }),
        async (response) => {
          try {
            const event = await response;
            if (event.type !== 'plan') throw new Error(`Unexpected reply ${event.type}`);
            return event.nodes;
          } catch (error) {
            if (error instanceof EngineStoppedError)
              throw new Error(EXPLAIN_STOPPED_MESSAGE, { cause: error });
            throw error;
          }
        },
      ),
    );
  }
}
