import { buildTimeoutResult } from '@/common/practice/build-timeout-result.ts';
import type { Problem } from '@/common/practice/problem-schema.ts';
import type { RunMode, RunResult } from '@/common/practice/run-result-schema.ts';
import { EngineStoppedError } from './engine-client.ts';
import type { PythonWorkerEvent } from './pyodide-protocol.ts';
import type { SqlEngineWorkerEvent } from './sql-engine-protocol.ts';
import type { SqlWorkerEvent } from './sql-protocol.ts';

/**
 * A grading run's reply as its result. A run the client stopped (its worker replaced at the time
 * limit) ends as a timeout result, so the learner sees "Stopped" rather than an engine error.
 */
export async function awaitRunResult(
  response: Promise<PythonWorkerEvent | SqlWorkerEvent | SqlEngineWorkerEvent>,
  request: { problem: Problem; mode: RunMode },
  started: number,
): Promise<RunResult> {
  try {
    const event = await response;
    if (event.type !== 'result') throw new Error(`Unexpected reply ${event.type}`);
    return event.result;
  } catch (error) {
    if (error instanceof EngineStoppedError) {
      return buildTimeoutResult(request.problem, request.mode, performance.now() - started);
    }
    throw error;
  }
}
