/**
 * One built dataset (summary and rows, common/datasets/dataset-content-paths.ts), fetched once per
 * session and shared by the practice problems that name it (`-- @dataset <id>`), the Datasets
 * panel's scratchpad and Python. Offline, the service worker answers from its content cache
 * (sw/sw.ts), filled on the first visit and by "Make practice available offline".
 */
import { datasetFilePath } from '@/common/datasets/dataset-content-paths.ts';
import { builtDatasetSchema, type BuiltDataset } from '@/common/datasets/dataset-schema.ts';
import { fetchStaticAsset } from '@/src/lib/fetch-static-asset.ts';

const datasets = new Map<string, Promise<BuiltDataset>>();

/** A failed load is retried on the next call. */
export function loadDataset(id: string): Promise<BuiltDataset> {
  let pending = datasets.get(id);
  if (!pending) {
    const path = datasetFilePath(id, 'json');
    pending = fetchStaticAsset(path)
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status} for ${path}`);
        return builtDatasetSchema.parse(await response.json());
      })
      .catch((error: unknown) => {
        datasets.delete(id);
        throw error;
      });
    datasets.set(id, pending);
  }
  return pending;
}
