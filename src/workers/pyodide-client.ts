/**
 * The page's handle on the Python worker. Runs are limited to PRACTICE_TIME_LIMIT_MS: on a
 * cross-origin isolated page the client writes SIGINT into the shared interrupt buffer, so the
 * warm interpreter raises KeyboardInterrupt and reports a timeout itself; if the program swallows
 * it, the interpreter never takes it, or SharedArrayBuffer is unavailable, the worker is replaced,
 * which costs a reload.
 */
import {
  PRACTICE_TIME_LIMIT_MS,
  PYTHON_INTERRUPT_GRACE_MS,
  PYTHON_INTERRUPT_POLL_MS,
  PYTHON_INTERRUPT_TAKE_MAX_MS,
} from '@/common/practice/practice-limits.ts';
import type { PythonRunRequest } from '@/common/practice/python/run-python-tests.ts';
import type { RunResult } from '@/common/practice/run-result-schema.ts';
import { awaitRunResult } from './await-run-result.ts';
import { EngineClient, EngineStoppedError } from './engine-client.ts';
import { SIGINT, type PythonWorkerCommand, type PythonWorkerEvent } from './pyodide-protocol.ts';

export interface PythonEngineOptions {
  /** Absolute URL of the self-hosted Pyodide folder. */
  indexUrl: string;
  timeLimitMs?: number;
}

export class PythonEngine extends EngineClient<PythonWorkerCommand, PythonWorkerEvent> {
  private readonly indexUrl: string;
  private readonly timeLimitMs: number;
  private interruptBuffer: SharedArrayBuffer | null = null;

  constructor(options: PythonEngineOptions) {
    super();
    this.indexUrl = options.indexUrl;
    this.timeLimitMs = options.timeLimitMs ?? PRACTICE_TIME_LIMIT_MS;
  }

  /** Whether runaway code is stopped by an interrupt (fast) or by replacing the worker. */
  get canInterrupt(): boolean {
    return typeof SharedArrayBuffer !== 'undefined' && globalThis.crossOriginIsolated === true;
  }

  protected createWorker(): Worker {
    this.interruptBuffer = this.canInterrupt ? new SharedArrayBuffer(4) : null;
    return new Worker(new URL('./pyodide-worker.ts', import.meta.url), {
      type: 'module',
      name: 'python',
    });
  }

  protected initCommand(): PythonWorkerCommand {
    return { type: 'init', indexUrl: this.indexUrl, interruptBuffer: this.interruptBuffer };
  }

  run(request: PythonRunRequest): Promise<RunResult> {
    return this.serialize(async () => {
      await this.whenReady();
      const started = performance.now();
      const buffer = this.interruptBuffer ? new Int32Array(this.interruptBuffer) : null;
      if (buffer) Atomics.store(buffer, 0, 0);
      const { response } = this.send((id) => ({ type: 'run', id, request }));
      const timers: number[] = [];
      const stop = () => this.replaceWorker(new EngineStoppedError('time limit'));
      // Pyodide clears the buffer when the interpreter takes the interrupt. The grace to answer
      // counts from then, not from the request: on a busy phone the worker may take a while to
      // get there, and replacing it (a reload of Python) would cost far more than waiting.
      const watchInterrupt = (signal: Int32Array, signalledMs: number, takenMs: number | null) => {
        const now = performance.now();
        const taken = takenMs ?? (Atomics.load(signal, 0) === 0 ? now : null);
        if (
          taken !== null
            ? now - taken >= PYTHON_INTERRUPT_GRACE_MS
            : now - signalledMs >= PYTHON_INTERRUPT_TAKE_MAX_MS
        ) {
          stop();
          return;
        }
        timers.push(
          window.setTimeout(
            () => watchInterrupt(signal, signalledMs, taken),
            PYTHON_INTERRUPT_POLL_MS,
          ),
        );
      };
      timers.push(
        window.setTimeout(() => {
          if (!buffer) return stop();
          Atomics.store(buffer, 0, SIGINT);
          watchInterrupt(buffer, performance.now(), null);
        }, this.timeLimitMs),
      );
      try {
        return await awaitRunResult(response, request, started);
      } finally {
        timers.forEach((timer) => window.clearTimeout(timer));
      }
    });
  }
}
