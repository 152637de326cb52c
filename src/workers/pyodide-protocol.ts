/**
 * Messages between the page and the Python worker. The page owns the time limit: it writes to the
 * shared interrupt buffer (cross-origin isolated pages) or terminates the worker (elsewhere).
 */
import type { PythonRunRequest } from '@/common/practice/python/run-python-tests.ts';
import type { RunResult } from '@/common/practice/run-result-schema.ts';
import type { EngineProgress } from './engine-state.ts';

export type PythonWorkerCommand =
  | {
      type: 'init';
      /** Absolute URL of the self-hosted Pyodide folder, ending with "/". */
      indexUrl: string;
      /** Int32 at index 0: 2 = SIGINT. Null when SharedArrayBuffer is unavailable. */
      interruptBuffer: SharedArrayBuffer | null;
    }
  | { type: 'run'; id: number; request: PythonRunRequest };

export type PythonWorkerEvent =
  | { type: 'progress'; progress: EngineProgress }
  | { type: 'ready'; loadMs: number; downloadMs: number; phasesMs?: Record<string, number> }
  | { type: 'init-error'; message: string }
  | { type: 'result'; id: number; result: RunResult }
  | { type: 'run-error'; id: number; message: string };

/** The value Python's signal handling reads as SIGINT (raises KeyboardInterrupt). */
export const SIGINT = 2;
