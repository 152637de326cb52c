/** Messages between the page and the DuckDB worker (duckdb-wasm). Timeouts replace the worker. */
import type { RunResult } from '../../common/practice/run-result-schema.ts';
import type { QueryPlanNode } from '../../common/practice/sql/query-plan-node.ts';
import type { SqlRunRequest } from '../../common/practice/sql/run-sql-tests.ts';
import type { SqlProblem } from '../../common/practice/problem-schema.ts';
import type { EngineProgress } from './engine-state.ts';

/** Absolute URL of DuckDB's wasm (the `eh` build, a hashed build asset). */
export interface DuckdbFileUrls {
  wasm: string;
}

export type DuckdbWorkerCommand =
  | { type: 'init'; files: DuckdbFileUrls }
  | { type: 'run'; id: number; request: SqlRunRequest }
  | { type: 'explain'; id: number; problem: SqlProblem; code: string };

export type DuckdbWorkerEvent =
  | { type: 'progress'; progress: EngineProgress }
  | { type: 'ready'; loadMs: number; downloadMs: number }
  | { type: 'init-error'; message: string }
  | { type: 'result'; id: number; result: RunResult }
  | { type: 'plan'; id: number; nodes: QueryPlanNode[] }
  | { type: 'run-error'; id: number; message: string };
