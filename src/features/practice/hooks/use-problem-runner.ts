/**
 * Run and Submit for one problem: sends the code to the problem's engine (for SQL, the chosen
 * dialect's: SQLite, PostgreSQL or DuckDB; waiting for it to load if needed), keeps the result in the practice store and records the attempt in IndexedDB
 * (from where it syncs). A failure to run at all is shown as an error, never as a failing test.
 */
import { useCallback } from 'react';
import type { Problem, SqlDialect } from '@/common/practice/problem-schema.ts';
import type { RunMode, RunResult } from '@/common/practice/run-result-schema.ts';
import { getPythonEngine, getSqlEngineFor, SQL_ENGINE_NAMES } from '@/src/workers/app-engines.ts';
import { recordAttempt } from '../storage/record-attempt.ts';
import { selectProblemAids, useLearningAidsStore } from '../stores/learning-aids-store.ts';
import { usePracticeStore } from '../stores/practice-store.ts';

function runOnEngine(
  problem: Problem,
  code: string,
  mode: RunMode,
  dialect: SqlDialect,
): Promise<RunResult> {
  return problem.language === 'python'
    ? getPythonEngine().run({ problem, code, mode })
    : getSqlEngineFor(dialect).run({ problem, code, mode });
}

/** `dialect`: the engine a SQL problem runs in (chooseSqlDialect); ignored for Python. */
export function useProblemRunner(owner: string, problem: Problem, dialect: SqlDialect = 'sqlite') {
  const patchRun = usePracticeStore((state) => state.patchRun);
  return useCallback(
    async (mode: RunMode, code: string) => {
      const { running } = usePracticeStore.getState().runs[problem.id] ?? {};
      if (running) return;
      const engine = problem.language === 'python' ? getPythonEngine() : getSqlEngineFor(dialect);
      if (engine.getState().status === 'error') engine.restart();
      const waitingForEngine = engine.getState().status !== 'ready';
      patchRun(problem.id, { running: mode, waitingForEngine, error: undefined });
      if (waitingForEngine) {
        void engine.whenReady().then(
          () => patchRun(problem.id, { waitingForEngine: false }),
          () => {},
        );
      }
      try {
        const result = await runOnEngine(problem, code, mode, dialect);
        patchRun(problem.id, {
          running: undefined,
          waitingForEngine: false,
          result,
          resultAt: Date.now(),
        });
        // A pass after a revealed hint or solution still brings the problem back for review
        // (common/practice/review-schedule.ts).
        const aids = selectProblemAids(problem.id)(useLearningAidsStore.getState());
        const hintUsed = mode === 'submit' && (aids.hintsShown > 0 || aids.solutionShown);
        // The result is on screen either way; failing to keep a copy must not hide it.
        await recordAttempt({
          owner,
          problem,
          mode,
          code,
          result,
          hintUsed,
          sqlDialect: dialect,
        }).catch((error: unknown) =>
          console.warn('Could not store the attempt on this device', error),
        );
      } catch (error) {
        const language = problem.language === 'python' ? 'Python' : SQL_ENGINE_NAMES[dialect];
        const detail = error instanceof Error ? error.message : String(error);
        patchRun(problem.id, {
          running: undefined,
          waitingForEngine: false,
          error: `${language} could not run your code: ${detail}`,
        });
      }
    },
    [owner, problem, dialect, patchRun],
  );
}
