/**
 * Messages between the page and a worker-hosted SQL engine that grades and explains (PostgreSQL
 * through PGlite, DuckDB through duckdb-wasm): the same commands and events, only the files `init`
 * names differ. Timeouts replace the worker.
 */
import type { RunResult } from '@/common/practice/run-result-schema.ts';
import type { QueryPlanNode } from '@/common/practice/sql/query-plan-node.ts';
import type { SqlRunRequest } from '@/common/practice/sql/run-sql-tests.ts';
import type { SqlProblem } from '@/common/practice/problem-schema.ts';
import type { EngineProgress } from './engine-state.ts';

export type SqlEngineWorkerCommand<TFiles> =
  | { type: 'init'; files: TFiles }
  | { type: 'run'; id: number; request: SqlRunRequest }
  | { type: 'explain'; id: number; problem: SqlProblem; code: string };

export type SqlEngineWorkerEvent =
  | { type: 'progress'; progress: EngineProgress }
  | { type: 'ready'; loadMs: number; downloadMs: number; phasesMs?: Record<string, number> }
  | { type: 'init-error'; message: string }
  | { type: 'result'; id: number; result: RunResult }
  | { type: 'plan'; id: number; nodes: QueryPlanNode[] }
  | { type: 'run-error'; id: number; message: string };
