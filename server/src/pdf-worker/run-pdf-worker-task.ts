/**
 * Runs pdf.js work in ONE worker thread (pdf-worker.ts), one task at a time, for the upload
 * check and the parse job alike. pdf.js parses on the calling thread in Node: measured on the
 * 2-core machine, one pathological 5 MB file blocked the main thread's event loop for 0.8 s (idle)
 * to 2.7 s (load 8), and a synchronous parse cannot be interrupted there. Here it stalls only the
 * worker, which is replaced when a task exceeds its time limit or its heap (docs/reliability.md).
 */
import { Worker } from 'node:worker_threads';
import type { PdfWorkerAnswer, PdfWorkerRequest } from './pdf-worker.ts';

/** What became of a task: its answer, or why there is none. */
export type PdfTaskOutcome<R extends PdfWorkerRequest> =
  | { status: 'done'; answer: PdfWorkerAnswer<R> }
  /** Over its time limit, or the worker died in the middle (out of memory): the file's doing. */
  | { status: 'too_complex' }
  /** Waited longer than `queueMaxMs` behind other tasks. */
  | { status: 'busy' }
  /** The worker could not start: the task was not run. */
  | { status: 'unavailable'; error: unknown };

/** Starting the thread and loading pdf.js (≈ 0.3 s idle, several seconds under load). */
const WORKER_START_TIMEOUT_MS = 30_000;
/**
 * Bounds what one file can make pdf.js allocate; beyond it the worker dies and is replaced.
 * Measured: the pathological 5 MB file takes ≈ 210 MB of heap before pdf.js gives up on it.
 */
const WORKER_HEAP_MB = 512;
/** An idle worker is stopped, giving back what pdf.js holds; the next task starts a new one. */
const WORKER_IDLE_MS = 60_000;

// From source (tsx, vitest) the worker is the .ts file next to this one, loaded through tsx;
// in the bundle it is server/dist/pdf-worker.mjs, next to start.mjs (scripts/build/build-server.mjs).
// tsImport (the bench scripts) adds a query to the module's URL: only its path tells.
const FROM_SOURCE = new URL(import.meta.url).pathname.endsWith('.ts');
const WORKER_URL = new URL(FROM_SOURCE ? './pdf-worker.ts' : './pdf-worker.mjs', import.meta.url);

let started: Promise<Worker> | null = null;
let queue: Promise<unknown> = Promise.resolve();
let idleTimer: ReturnType<typeof setTimeout> | undefined;

function stopWhenIdle(worker: Worker): void {
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    started = null;
    void worker.terminate();
  }, WORKER_IDLE_MS);
  idleTimer.unref();
}

function readyWorker(): Promise<Worker> {
  if (started) return started;
  const starting = new Promise<Worker>((resolve, reject) => {
    const options = { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } };
    const worker = FROM_SOURCE
      ? // `execArgv: ['--import', 'tsx']` does not reach a worker's module loader on Node 20.
        new Worker(
          `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(WORKER_URL.href)}); });`,
          { ...options, eval: true },
        )
      : new Worker(WORKER_URL, options);
    // An idle worker must not keep the process alive (shutdown, tests).
    worker.unref();
    const timer = setTimeout(() => {
      reject(new Error('the PDF worker did not start in time'));
      void worker.terminate();
    }, WORKER_START_TIMEOUT_MS);
    worker.once('message', () => {
      clearTimeout(timer);
      resolve(worker);
    });
    // Without a listener an 'error' event would crash the server.
    worker.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    worker.once('exit', () => {
      clearTimeout(timer);
      if (started === starting) started = null;
      reject(new Error('the PDF worker exited'));
    });
  });
  started = starting;
  return starting;
}

function runTask<R extends PdfWorkerRequest>(
  worker: Worker,
  request: R,
  timeoutMs: number,
  transfer: ArrayBuffer[],
): Promise<PdfTaskOutcome<R>> {
  return new Promise((resolve) => {
    const finish = (outcome: PdfTaskOutcome<R>) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('exit', onExit);
      resolve(outcome);
    };
    const onMessage = (answer: PdfWorkerAnswer<R>) => finish({ status: 'done', answer });
    const onExit = () => finish({ status: 'too_complex' });
    const timer = setTimeout(() => {
      finish({ status: 'too_complex' });
      // The next task must not be handed this worker while it is still shutting down.
      started = null;
      void worker.terminate();
    }, timeoutMs);
    worker.on('message', onMessage);
    worker.once('exit', onExit);
    worker.postMessage(request, transfer);
  });
}

/**
 * Queues `request` for the worker; `transfer` hands buffers over instead of copying them. A task
 * that waited over `queueMaxMs` is not run (`busy`).
 */
export function runPdfWorkerTask<R extends PdfWorkerRequest>(
  request: R,
  options: { timeoutMs: number; queueMaxMs: number; transfer?: ArrayBuffer[] },
): Promise<PdfTaskOutcome<R>> {
  const queuedAt = Date.now();
  const task = queue.then(async (): Promise<PdfTaskOutcome<R>> => {
    if (Date.now() - queuedAt > options.queueMaxMs) return { status: 'busy' };
    clearTimeout(idleTimer);
    let worker: Worker;
    try {
      worker = await readyWorker();
    } catch (error) {
      return { status: 'unavailable', error };
    }
    const outcome = await runTask(worker, request, options.timeoutMs, options.transfer ?? []);
    stopWhenIdle(worker);
    return outcome;
  });
  queue = task.catch(() => undefined);
  return task;
}
