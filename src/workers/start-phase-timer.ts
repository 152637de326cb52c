/**
 * Times the phases of an engine's start (download, compile, …) for the `ready` message: each
 * `mark(name)` records the milliseconds since the previous mark (or the start), rounded, so the
 * benchmarks can tell where a start's time goes (docs/benchmarks.md).
 */
export interface PhaseTimer {
  mark(name: string): void;
  /** Milliseconds since the timer started. */
  elapsed(): number;
  readonly phasesMs: Record<string, number>;
}

export function startPhaseTimer(now: () => number = () => performance.now()): PhaseTimer {
  const started = now();
  let last = started;
  const phasesMs: Record<string, number> = {};
  return {
    mark(name) {
      const at = now();
      phasesMs[name] = Math.round(at - last);
      last = at;
    },
    elapsed: () => now() - started,
    phasesMs,
  };
}
