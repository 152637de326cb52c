/**
 * The page's side of a worker-hosted SQL engine that grades and explains (PostgreSQL, DuckDB):
 * grading runs and query plans under the practice time limit. Neither engine can be interrupted
 * from outside, so a run or Explain over the limit replaces the worker (it starts again from the
 * cached files). A subclass names its worker and its files.
 */
import { PRACTICE_TIME_LIMIT_MS } from '@/common/practice/practice-limits.ts';
import type { SqlProblem } from '@/common/practice/problem-schema.ts';
import type { RunResult } from '@/common/practice/run-result-schema.ts';
import {
  EXPLAIN_STOPPED_MESSAGE,
  type QueryPlanNode,
} from '@/common/practice/sql/query-plan-node.ts';
import type { SqlRunRequest } from '@/common/practice/sql/run-sql-tests.ts';
import { awaitRunResult } from './await-run-result.ts';
import { EngineClient, EngineStoppedError } from './engine-client.ts';
import type { SqlEngineWorkerCommand, SqlEngineWorkerEvent } from './sql-engine-protocol.ts';

export abstract class WorkerSqlEngine<TFiles> extends EngineClient<
  SqlEngineWorkerCommand<TFiles>,
  SqlEngineWorkerEvent
> {
  private readonly timeLimitMs: number;

  constructor(options: { timeLimitMs?: number } = {}) {
    super();
    this.timeLimitMs = options.timeLimitMs ?? PRACTICE_TIME_LIMIT_MS;
  }

  /** Sends a command and replaces the worker if the answer takes longer than the time limit. */
  private async withTimeLimit<T>(
    build: (id: number) => SqlEngineWorkerCommand<TFiles>,
    read: (response: Promise<SqlEngineWorkerEvent>) => Promise<T>,
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
