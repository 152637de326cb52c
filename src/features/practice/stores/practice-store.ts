/**
 * Practice UI state that outlives a problem view within the tab (pure zustand: state and
 * actions only). Drafts and attempts live in IndexedDB; this holds what is running, the latest
 * result per problem and the offline download.
 */
import { create } from 'zustand';
import type { RunMode, RunResult } from '@/common/practice/run-result-schema.ts';

export interface ProblemRunState {
  /** Set while a run is in flight. */
  running?: RunMode;
  /** True while the run waits for its engine to finish loading. */
  waitingForEngine?: boolean;
  result?: RunResult;
  /** Epoch ms of the result. */
  resultAt?: number;
  /** A failure to run at all (engine did not load), not a failing test. */
  error?: string;
}

export type OfflineDownload =
  | { status: 'unknown' }
  | { status: 'available' }
  | { status: 'missing' }
  | { status: 'downloading'; loadedBytes: number; totalBytes: number }
  | { status: 'error'; message: string };

interface PracticeState {
  runs: Record<string, ProblemRunState>;
  offline: OfflineDownload;
  patchRun: (problemId: string, patch: Partial<ProblemRunState>) => void;
  setOffline: (offline: OfflineDownload) => void;
}

export const usePracticeStore = create<PracticeState>()((set) => ({
  runs: {},
  offline: { status: 'unknown' },
  patchRun: (problemId, patch) =>
    set((state) => ({
      runs: { ...state.runs, [problemId]: { ...state.runs[problemId], ...patch } },
    })),
  setOffline: (offline) => set({ offline }),
}));
