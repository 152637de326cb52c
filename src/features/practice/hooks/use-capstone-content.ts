/**
 * The capstone index, the dataset summaries and one milestone as React state
 * (storage/load-capstone-content.ts). `loading` first; `error` when the file could not be fetched
 * (offline before anything was cached).
 */
import { useEffect, useState } from 'react';
import type { Capstone } from '@/common/capstones/capstone-schema.ts';
import type { DatasetSummary } from '@/common/datasets/dataset-schema.ts';
import type { Problem } from '@/common/practice/problem-schema.ts';
import {
  loadCapstoneIndex,
  loadDatasetIndex,
  loadMilestone,
} from '../storage/load-capstone-content.ts';
import type { Loaded } from './use-problem-content.ts';

function useLoaded<T>(key: string | undefined, load: (key: string) => Promise<T>): Loaded<T> {
  const [state, setState] = useState<{ key: string; loaded: Loaded<T> } | undefined>();
  useEffect(() => {
    if (key === undefined) return;
    let cancelled = false;
    load(key).then(
      (value) => !cancelled && setState({ key, loaded: { status: 'ready', value } }),
      () => !cancelled && setState({ key, loaded: { status: 'error' } }),
    );
    return () => {
      cancelled = true;
    };
  }, [key, load]);
  return state && state.key === key ? state.loaded : { status: 'loading' };
}

export function useCapstoneIndex(): Loaded<Capstone[]> {
  return useLoaded('index', loadCapstoneIndex);
}

export function useDatasetIndex(): Loaded<DatasetSummary[]> {
  return useLoaded('index', loadDatasetIndex);
}

export function useMilestone(problemId: string | undefined): Loaded<Problem> {
  return useLoaded(problemId, loadMilestone);
}
