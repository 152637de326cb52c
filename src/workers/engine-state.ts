/**
 * The lifecycle of an in-browser engine (Python or SQL) as its client reports it to the UI:
 * idle until started, loading with byte progress while the files download and then an
 * indeterminate "starting" phase while the wasm compiles, ready, or failed.
 */
export interface EngineProgress {
  phase: 'download' | 'start';
  loadedBytes: number;
  /** Unknown when the server sends no Content-Length. */
  totalBytes: number | null;
}

export type EngineState =
  | { status: 'idle' }
  | { status: 'loading'; progress: EngineProgress | null }
  /**
   * loadMs: worker start to ready; downloadMs: the part spent fetching files; phasesMs: where the
   * start's time went, by phase, when the worker reports it (for the benchmarks).
   */
  | { status: 'ready'; loadMs: number; downloadMs: number; phasesMs?: Record<string, number> }
  | { status: 'error'; message: string };

/** 0..1 for a progress bar, or null when indeterminate. */
export function engineProgressFraction(state: EngineState): number | null {
  if (state.status === 'ready') return 1;
  if (state.status !== 'loading' || !state.progress) return null;
  const { phase, loadedBytes, totalBytes } = state.progress;
  if (phase === 'start') return null;
  // Downloading is most of the wait on a cold cache; leave the last tenth for start-up.
  return totalBytes ? Math.min(0.9, (loadedBytes / totalBytes) * 0.9) : null;
}
