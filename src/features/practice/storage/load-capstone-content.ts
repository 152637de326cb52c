/**
 * The client's view of the capstones and datasets: the built capstone index, one milestone (a
 * practice problem) at a time and the dataset summaries, fetched from the files the build emits
 * (common/capstones/capstone-content-paths.ts, common/datasets/dataset-content-paths.ts) and kept
 * in memory for the session. Offline, the service worker answers from its content cache.
 */
import {
  CAPSTONE_INDEX_PATH,
  capstoneMilestonePath,
} from '@/common/capstones/capstone-content-paths.ts';
import { capstoneIndexSchema, type Capstone } from '@/common/capstones/capstone-schema.ts';
import { DATASET_INDEX_PATH, type DatasetIndex } from '@/common/datasets/dataset-content-paths.ts';
import type { DatasetSummary } from '@/common/datasets/dataset-schema.ts';
import type { Problem } from '@/common/practice/problem-schema.ts';
import { fetchStaticAsset } from '@/src/lib/fetch-static-asset.ts';

const pending = new Map<string, Promise<unknown>>();

/** One JSON file, fetched once per session; a failed load is retried on the next call. */
function fetchOnce<T>(path: string, parse: (data: unknown) => T): Promise<T> {
  let request = pending.get(path) as Promise<T> | undefined;
  if (!request) {
    request = fetchStaticAsset(path)
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status} for ${path}`);
        return parse(await response.json());
      })
      .catch((error: unknown) => {
        pending.delete(path);
        throw error;
      });
    pending.set(path, request);
  }
  return request;
}

export function loadCapstoneIndex(): Promise<Capstone[]> {
  return fetchOnce(CAPSTONE_INDEX_PATH, (data) => capstoneIndexSchema.parse(data).capstones);
}

/** A milestone as the practice workspace grades it (built by the same schema at build time). */
export function loadMilestone(problemId: string): Promise<Problem> {
  return fetchOnce(capstoneMilestonePath(problemId), (data) => data as Problem);
}

export function loadDatasetIndex(): Promise<DatasetSummary[]> {
  return fetchOnce(DATASET_INDEX_PATH, (data) => (data as DatasetIndex).datasets);
}
