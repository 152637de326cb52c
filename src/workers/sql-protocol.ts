/** Messages between the page and the SQL worker (sql.js). Timeouts replace the worker. */
import type { SqlProblem } from '@/common/practice/problem-schema.ts';
import type { RunResult } from '@/common/practice/run-result-schema.ts';
import type { SqlTableDescription } from '@/common/practice/sql/describe-sql-schema.ts';
import type { QueryPlanNode } from '@/common/practice/sql/query-plan-node.ts';
import type { SqlRunRequest } from '@/common/practice/sql/run-sql-tests.ts';
import type { EngineProgress } from './engine-state.ts';

export type SqlWorkerCommand =
  | { type: 'init'; wasmUrl: string }
  | { type: 'run'; id: number; request: SqlRunRequest }
  | { type: 'describe'; id: number; problem: SqlProblem }
  | { type: 'explain'; id: number; problem: SqlProblem; code: string };

export type SqlWorkerEvent =
  | { type: 'progress'; progress: EngineProgress }
  | { type: 'ready'; loadMs: number; downloadMs: number }
  | { type: 'init-error'; message: string }
  | { type: 'result'; id: number; result: RunResult }
  | { type: 'schema'; id: number; tables: SqlTableDescription[] }
  | { type: 'plan'; id: number; nodes: QueryPlanNode[] }
  | { type: 'run-error'; id: number; message: string };
