/** Messages between the page and the PostgreSQL worker (PGlite). Timeouts replace the worker. */
import type { RunResult } from '../../common/practice/run-result-schema.ts';
import type { QueryPlanNode } from '../../common/practice/sql/query-plan-node.ts';
import type { SqlRunRequest } from '../../common/practice/sql/run-sql-tests.ts';
import type { SqlProblem } from '../../common/practice/problem-schema.ts';
import type { EngineProgress } from './engine-state.ts';

/** Absolute URLs of PGlite's files (hashed build assets). */
export interface PgliteFileUrls {
  wasm: string;
  data: string;
  initdb: string;
}

export type PgliteWorkerCommand =
  | { type: 'init'; files: PgliteFileUrls }
  | { type: 'run'; id: number; request: SqlRunRequest }
  | { type: 'explain'; id: number; problem: SqlProblem; code: string };

export type PgliteWorkerEvent =
  | { type: 'progress'; progress: EngineProgress }
  | { type: 'ready'; loadMs: number; downloadMs: number }
  | { type: 'init-error'; message: string }
  | { type: 'result'; id: number; result: RunResult }
  | { type: 'plan'; id: number; nodes: QueryPlanNode[] }
  | { type: 'run-error'; id: number; message: string };
