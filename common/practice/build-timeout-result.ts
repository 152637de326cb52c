import type { Problem } from './problem-schema.ts';
import { PRACTICE_TIME_LIMIT_MS } from './practice-limits.ts';
import { formatPythonArgs } from './python/format-python-args.ts';
import { formatPythonValue } from './python/format-python-value.ts';
import type { RunMode, RunResult } from './run-result-schema.ts';
import { selectTestIndexes } from './select-test-indexes.ts';
import { summarizeRun } from './summarize-run.ts';

/**
 * The result of a run that had to be stopped from outside (its worker was replaced), when the
 * engine could not report which test was running.
 */
export function buildTimeoutResult(problem: Problem, mode: RunMode, elapsedMs: number): RunResult {
  const message = `Stopped: the run took longer than ${PRACTICE_TIME_LIMIT_MS / 1000} s. Look for a loop that never ends.`;
  const tests = selectTestIndexes(problem.tests, mode).map((index) => {
    const input =
      problem.language === 'python'
        ? formatPythonArgs(problem, problem.tests[index]?.args ?? [])
        : (problem.tests[index]?.name ?? '');
    const expected =
      problem.language === 'python'
        ? formatPythonValue(problem.tests[index]?.expected ?? null)
        : `${problem.tests[index]?.expected.rows.length ?? 0} rows`;
    return {
      index,
      hidden: problem.tests[index]?.hidden ?? true,
      status: 'timeout' as const,
      input,
      expected,
      actual: null,
      timeMs: 0,
      stdout: '',
      stderr: '',
      message,
    };
  });
  return summarizeRun({ mode, durationMs: elapsedMs, stdout: '', stderr: '', tests });
}
