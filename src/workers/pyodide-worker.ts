/**
 * The Python engine: a module worker that loads the self-hosted Pyodide (downloading with
 * progress first), defines the grading harness once and then grades runs on the warm interpreter.
 * Each run gets a fresh namespace, so nothing leaks between runs without reloading Pyodide.
 */
import type { PyodideInterface } from 'pyodide';
import { PYODIDE_FILES } from '@/common/practice/engine-assets.ts';
import { preparePythonRuntime, runPythonTests } from '@/common/practice/python/run-python-tests.ts';
import { allCached, downloadEngineFiles } from './download-engine-files.ts';
import type { PythonWorkerCommand, PythonWorkerEvent } from './pyodide-protocol.ts';
import { startPhaseTimer } from './start-phase-timer.ts';

interface WorkerScope {
  postMessage(message: PythonWorkerEvent): void;
  addEventListener(
    type: 'message',
    listener: (event: MessageEvent<PythonWorkerCommand>) => void,
  ): void;
}

type LoadPyodide = (options: Record<string, unknown>) => Promise<PyodideInterface>;

const scope = self as unknown as WorkerScope;
let pyodide: PyodideInterface | null = null;
let interrupt: Int32Array | null = null;

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function init(indexUrl: string, interruptBuffer: SharedArrayBuffer | null): Promise<void> {
  const timer = startPhaseTimer();
  // Download the big files first so the UI can show real progress; loadPyodide then reads the
  // same URLs from the HTTP cache (or the service worker's engines cache). Skipped when they
  // are all cached already: re-reading 13 MB only to count bytes would slow a warm start.
  const bigFiles = PYODIDE_FILES.filter((file) => file !== 'pyodide.mjs').map(
    (file) => indexUrl + file,
  );
  if (!(await allCached(bigFiles))) {
    await downloadEngineFiles(bigFiles, (progress) =>
      scope.postMessage({ type: 'progress', progress }),
    );
  }
  const downloadMs = timer.elapsed();
  timer.mark('download');
  scope.postMessage({
    type: 'progress',
    progress: { phase: 'start', loadedBytes: 0, totalBytes: null },
  });

  const module = (await import(/* @vite-ignore */ `${indexUrl}pyodide.mjs`)) as {
    loadPyodide: LoadPyodide;
  };
  timer.mark('importLoader');
  const instance = await module.loadPyodide({
    indexURL: indexUrl,
    stdout: () => {},
    stderr: () => {},
  });
  timer.mark('loadPyodide');
  // input() must never block: the harness replaces it, and real stdin reads fail at once.
  instance.setStdin({ error: true });
  if (interruptBuffer) {
    interrupt = new Int32Array(interruptBuffer);
    instance.setInterruptBuffer(interrupt);
  }
  preparePythonRuntime(instance);
  timer.mark('harness');
  pyodide = instance;
  scope.postMessage({
    type: 'ready',
    loadMs: timer.elapsed(),
    downloadMs,
    phasesMs: timer.phasesMs,
  });
}

scope.addEventListener('message', (event) => {
  const command = event.data;
  if (command.type === 'init') {
    init(command.indexUrl, command.interruptBuffer).catch((error: unknown) =>
      scope.postMessage({ type: 'init-error', message: errorMessage(error) }),
    );
    return;
  }
  if (!pyodide) {
    scope.postMessage({ type: 'run-error', id: command.id, message: 'Python is not ready yet' });
    return;
  }
  try {
    if (interrupt) Atomics.store(interrupt, 0, 0);
    const result = runPythonTests(pyodide, command.request);
    scope.postMessage({ type: 'result', id: command.id, result });
  } catch (error) {
    scope.postMessage({ type: 'run-error', id: command.id, message: errorMessage(error) });
  }
});
