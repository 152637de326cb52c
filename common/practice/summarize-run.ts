import type { RunMode, RunResult, RunStatus, TestOutcome } from './run-result-schema.ts';

export interface RunParts {
  mode: RunMode;
  durationMs: number;
  stdout: string;
  stderr: string;
  error?: string;
  tests: TestOutcome[];
}

/** Derives the run's status and counts from its tests (one rule for Python and SQL). */
export function summarizeRun(parts: RunParts): RunResult {
  const passed = parts.tests.filter((test) => test.status === 'passed').length;
  const total = parts.tests.length;
  let status: RunStatus;
  if (parts.tests.some((test) => test.status === 'timeout')) status = 'timeout';
  else if (parts.error) status = 'error';
  else if (total > 0 && passed === total) status = 'passed';
  else if (parts.tests.some((test) => test.status === 'error')) status = 'error';
  else status = 'failed';
  return { ...parts, status, passed, total };
}
