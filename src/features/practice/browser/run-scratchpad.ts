/**
 * Runs a Datasets scratchpad query (logic/build-scratchpad-problem.ts) on the tab's engine for the
 * chosen entry of SCRATCHPAD_ENGINES, and reduces the engine's run result to what the scratchpad
 * shows: a table (SQL: the first SQL_DISPLAY_ROW_LIMIT rows and the full row count), the printed
 * output and `result` (Python), or the error.
 */
import type { BuiltDataset } from '@/common/datasets/dataset-schema.ts';
import type { SqlResultSet } from '@/common/practice/problem-schema.ts';
import { getPythonEngine, getSqlEngineFor } from '@/src/workers/app-engines.ts';
import { buildScratchpadProblem } from '../logic/build-scratchpad-problem.ts';
import type { ScratchpadEngine } from '../logic/scratchpad-engines.ts';

export type ScratchpadOutput =
  | { kind: 'table'; table: SqlResultSet; rowCount: number; timeMs: number }
  | { kind: 'text'; stdout: string; value: string | null; timeMs: number }
  | { kind: 'error'; message: string };

export async function runScratchpad(
  engine: ScratchpadEngine,
  dataset: BuiltDataset,
  source: string,
): Promise<ScratchpadOutput> {
  const built = buildScratchpadProblem(engine, dataset, source);
  const runner = engine.kind === 'python' ? getPythonEngine() : getSqlEngineFor(engine.dialect);
  if (runner.getState().status === 'error') runner.restart();
  const result =
    built.language === 'python'
      ? await getPythonEngine().run({ problem: built.problem, code: built.code, mode: 'run' })
      : await getSqlEngineFor(built.problem.engines[0] ?? 'sqlite').run({
          problem: built.problem,
          code: built.code,
          mode: 'run',
        });
  const test = result.tests[0];
  const error = result.error ?? test?.error;
  if (error) return { kind: 'error', message: error };
  if (!test) return { kind: 'error', message: 'Nothing ran.' };
  if (test.status === 'timeout') return { kind: 'error', message: 'The query ran out of time.' };
  if (engine.kind === 'python') {
    return {
      kind: 'text',
      stdout: `${result.stdout}${test.stdout}${test.stderr}`,
      value: test.actual === 'None' ? null : test.actual,
      timeMs: test.timeMs,
    };
  }
  const table = test.sql?.actual;
  if (!table) return { kind: 'error', message: 'The statement returned no rows to show.' };
  return { kind: 'table', table, rowCount: test.sql?.actualRowCount ?? 0, timeMs: test.timeMs };
}
