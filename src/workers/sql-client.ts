/**
 * The page's handle on the SQL worker: grading runs and schema descriptions. SQLite cannot be
 * interrupted from outside, so a run over the time limit replaces the worker (sql.js restarts in
 * well under a second from cache).
 */
import { PRACTICE_TIME_LIMIT_MS } from '@/common/practice/practice-limits.ts';
import type { SqlProblem } from '@/common/practice/problem-schema.ts';
import type { RunResult } from '@/common/practice/run-result-schema.ts';
import type { SqlTableDescription } from '@/common/practice/sql/describe-sql-schema.ts';
import {
  EXPLAIN_STOPPED_MESSAGE,
  type QueryPlanNode,
} from '@/common/practice/sql/query-plan-node.ts';
import type { SqlRunRequest } from '@/common/practice/sql/run-sql-tests.ts';
import wasmUrl from 'sql.js/dist/sql-wasm.wasm?url';
import { awaitRunResult } from './await-run-result.ts';
import { EngineClient, EngineStoppedError } from './engine-client.ts';
import type { SqlWorkerCommand, SqlWorkerEvent } from './sql-protocol.ts';

export class SqlEngine extends EngineClient<SqlWorkerCommand, SqlWorkerEvent> {
  private readonly timeLimitMs: number;

  constructor(options: { timeLimitMs?: number } = {}) {
    super();
    this.timeLimitMs = options.timeLimitMs ?? PRACTICE_TIME_LIMIT_MS;
  }

  /** The wasm's URL, for the offline download step. */
  static readonly wasmUrl: string = wasmUrl;

  protected createWorker(): Worker {
    return new Worker(new URL('./sql-wasm-worker.ts', import.meta.url), {
      type: 'module',
      name: 'sql',
    });
  }

  protected initCommand(): SqlWorkerCommand {
    return { type: 'init', wasmUrl: new URL(wasmUrl, location.href).href };
  }

  run(request: SqlRunRequest): Promise<RunResult> {
    return this.serialize(async () => {
      await this.whenReady();
      const started = performance.now();
      const { response } = this.send((id) => ({ type: 'run', id, request }));
      const timer = window.setTimeout(
        () => this.replaceWorker(new EngineStoppedError('time limit')),
        this.timeLimitMs,
      );
      try {
        return await awaitRunResult(response, request, started);
      } finally {
        window.clearTimeout(timer);
      }
    });
  }

  /** SQLite's plan of the query's last statement (time-limited like a run). */
  explain(problem: SqlProblem, code: string): Promise<QueryPlanNode[]> {
    return this.serialize(async () => {
      await this.whenReady();
      const { response } = this.send((id) => ({ type: 'explain', id, problem, code }));
      const timer = window.setTimeout(
        () => this.replaceWorker(new EngineStoppedError('time limit')),
        this.timeLimitMs,
      );
      try {
        const event = await response;
        if (event.type !== 'plan') throw new Error(`Unexpected reply ${event.type}`);
        return event.nodes;
      } catch (error) {
        if (error instanceof EngineStoppedError)
          throw new Error(EXPLAIN_STOPPED_MESSAGE, { cause: error });
        throw error;
      } finally {
        window.clearTimeout(timer);
      }
    });
  }

  describe(problem: SqlProblem): Promise<SqlTableDescription[]> {
    return this.serialize(async () => {
      await this.whenReady();
      const { response } = this.send((id) => ({ type: 'describe', id, problem }));
      const event = await response;
      if (event.type !== 'schema') throw new Error(`Unexpected reply ${event.type}`);
      return event.tables;
    });
  }
}
