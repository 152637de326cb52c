/**
 * Keeps an opened capstone usable offline: the capstone and dataset indexes and every milestone
 * of the capstone go into the content cache the service worker reads them through (sw/sw.ts).
 * The page writes the cache itself because the service worker may not control a first visit.
 * Best effort: a failure leaves the read-through cache to do what it can.
 */
import {
  CAPSTONE_INDEX_PATH,
  capstoneMilestonePath,
} from '@/common/capstones/capstone-content-paths.ts';
import type { Capstone } from '@/common/capstones/capstone-schema.ts';
import { DATASET_INDEX_PATH } from '@/common/datasets/dataset-content-paths.ts';
import { PRACTICE_CONTENT_CACHE } from '@/common/practice/problem-content-paths.ts';
import { fetchStaticAsset } from '@/src/lib/fetch-static-asset.ts';

export async function cacheCapstoneOffline(capstone: Capstone): Promise<void> {
  if (typeof caches === 'undefined' || !navigator.onLine) return;
  const cache = await caches.open(PRACTICE_CONTENT_CACHE);
  const paths = [
    CAPSTONE_INDEX_PATH,
    DATASET_INDEX_PATH,
    ...capstone.milestones.map((milestone) => capstoneMilestonePath(milestone.id)),
  ];
  await Promise.all(
    paths.map(async (path) => {
      const response = await fetchStaticAsset(path);
      if (response.ok) await cache.put(path, response);
    }),
  );
}
