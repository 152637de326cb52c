import { useSyncExternalStore } from 'react';
import type { EngineState } from './engine-state.ts';

interface ObservableEngine {
  getState(): EngineState;
  subscribe(listener: (state: EngineState) => void): () => void;
}

/** The live loading state of an engine (idle, loading with progress, ready, error). */
export function useEngineState(engine: ObservableEngine): EngineState {
  return useSyncExternalStore(
    (onChange) => engine.subscribe(onChange),
    () => engine.getState(),
    () => engine.getState(),
  );
}
