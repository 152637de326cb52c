/**
 * Opens an uploaded PDF with pdf.js before it is accepted, so a damaged, encrypted or
 * page-less PDF is refused at upload instead of failing later in the parse job. The work runs in
 * one worker thread (check-pdf-worker.ts), one file at a time: measured on the 2-core machine,
 * pdf.js on the main thread blocked the event loop for 0.8 s (idle machine) to 2.7 s (load 8) on a
 * 5 MB file whose structure it had to rebuild, and a synchronous parse cannot be interrupted there. Each check has a time limit; a
 * file that exceeds it (or makes the worker run out of memory) is refused and the worker is
 * replaced. If the worker cannot start at all the file is not judged here (`unchecked`): the
 * parse job still opens it and marks it failed with the same reasons.
 */
import { Worker } from 'node:worker_threads';
import type { PdfWorkerRequest, PdfWorkerResult } from './check-pdf-worker.ts';

export type PdfCheck = Exclude<PdfWorkerResult, 'failed'> | 'too_complex' | 'busy' | 'unchecked';

/** A well-formed resume opens in 1–3 ms once the worker is up; the pathological 5 MB file 1–3 s. */
export const PDF_CHECK_TIMEOUT_MS = 10_000;
/** Longest wait behind other uploads' checks before the answer is "busy, try again". */
const PDF_CHECK_QUEUE_MAX_MS = 30_000;
/** Starting the thread and loading pdf.js (≈ 0.3 s idle, several seconds under load). */
const WORKER_START_TIMEOUT_MS = 30_000;
/**
 * Bounds what one file can make pdf.js allocate; beyond it the worker dies and is replaced.
 * Measured: the pathological 5 MB file takes ≈ 210 MB of heap before pdf.js gives up on it.
 */
const WORKER_HEAP_MB = 512;
/** An idle worker is stopped, giving back what pdf.js holds; the next upload starts a new one. */
const WORKER_IDLE_MS = 60_000;

// From source (tsx, vitest) the worker is the .ts file next to this one, loaded through tsx;
// in the bundle it is server/dist/check-pdf-worker.mjs, next to start.mjs (scripts/build-server.mjs).
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(
  FROM_SOURCE ? './check-pdf-worker.ts' : './check-pdf-worker.mjs',
  import.meta.url,
);

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
    // An idle checker must not keep the process alive (shutdown, tests).
    worker.unref();
    const timer = setTimeout(() => {
      reject(new Error('the PDF check worker did not start in time'));
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
      reject(new Error('the PDF check worker exited'));
    });
  });
  started = starting;
  return starting;
}

function runCheck(worker: Worker, filePath: string, timeoutMs: number): Promise<PdfCheck> {
  return new Promise((resolve) => {
    const finish = (result: PdfCheck) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('exit', onExit);
      resolve(result);
    };
    const onMessage = (result: PdfWorkerResult) =>
      finish(result === 'failed' ? 'unchecked' : result);
    // Dying in the middle of a file is the file's doing (out of memory).
    const onExit = () => finish('too_complex');
    const timer = setTimeout(() => {
      finish('too_complex');
      // The next check must not be handed this worker while it is still shutting down.
      started = null;
      void worker.terminate();
    }, timeoutMs);
    worker.on('message', onMessage);
    worker.once('exit', onExit);
    const request: PdfWorkerRequest = { filePath };
    worker.postMessage(request);
  });
}

export function checkPdfDocument(
  filePath: string,
  timeoutMs = PDF_CHECK_TIMEOUT_MS,
): Promise<PdfCheck> {
  const queuedAt = Date.now();
  const check = queue.then(async (): Promise<PdfCheck> => {
    if (Date.now() - queuedAt > PDF_CHECK_QUEUE_MAX_MS) return 'busy';
    clearTimeout(idleTimer);
    let worker: Worker;
    try {
      worker = await readyWorker();
    } catch (error) {
      console.error('PDF check unavailable; the parse job will judge the file:', error);
      return 'unchecked';
    }
    const result = await runCheck(worker, filePath, timeoutMs);
    stopWhenIdle(worker);
    return result;
  });
  queue = check.catch(() => undefined);
  return check;
}
