/**
 * The practice index and the open problem as React state, loaded from the built content files
 * (storage/load-problem-content.ts). `undefined` while loading; an error says the file could not
 * be fetched (offline before anything was cached).
 */
import { useEffect, useState } from 'react';
import type { ProblemSummary } from '@/common/practice/problem-content-paths.ts';
import type { Problem } from '@/common/practice/problem-schema.ts';
import { loadProblem, loadProblemIndex } from '../storage/load-problem-content.ts';

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error' };

export function useProblemIndex(): Loaded<ProblemSummary[]> {
  const [state, setState] = useState<Loaded<ProblemSummary[]>>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    loadProblemIndex().then(
      (value) => !cancelled && setState({ status: 'ready', value }),
      () => !cancelled && setState({ status: 'error' }),
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return state;
}

export function useProblem(id: string | undefined): Loaded<Problem> | undefined {
  const [state, setState] = useState<{ id: string; loaded: Loaded<Problem> } | undefined>();
  useEffect(() => {
    if (!id) return;
    let cancelled = false;
    loadProblem(id).then(
      (value) => !cancelled && setState({ id, loaded: { status: 'ready', value } }),
      () => !cancelled && setState({ id, loaded: { status: 'error' } }),
    );
    return () => {
      cancelled = true;
    };
  }, [id]);
  if (!id) return undefined;
  return state?.id === id ? state.loaded : { status: 'loading' };
}
