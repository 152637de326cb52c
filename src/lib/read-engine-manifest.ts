/**
 * The build's list of engine files (PRACTICE_ENGINE_MANIFEST_PATH: path, size and engine of
 * each), fetched fresh and kept in the engines cache beside the files; offline, the copy saved by
 * the last download tells what should be there. Read by every "make available offline" that
 * stores engines (Practice, a course download) through cache-engine-files.ts.
 */
import { RUNTIME_CACHES } from '@/common/cache-names.ts';
import {
  PRACTICE_ENGINE_MANIFEST_PATH,
  type PracticeEngineManifest,
} from '@/common/practice/engine-assets.ts';
import { fetchStaticAsset } from './fetch-static-asset.ts';

export async function readEngineManifest({
  offlineCopyOnly = false,
}: { offlineCopyOnly?: boolean } = {}): Promise<PracticeEngineManifest> {
  const cache = await caches.open(RUNTIME_CACHES.engines);
  if (!offlineCopyOnly) {
    try {
      const response = await fetchStaticAsset(PRACTICE_ENGINE_MANIFEST_PATH, {
        cache: 'no-cache',
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await cache.put(PRACTICE_ENGINE_MANIFEST_PATH, response.clone());
      return (await response.json()) as PracticeEngineManifest;
    } catch (error) {
      const cached = await cache.match(PRACTICE_ENGINE_MANIFEST_PATH);
      if (cached) return (await cached.json()) as PracticeEngineManifest;
      throw error;
    }
  }
  const cached = await cache.match(PRACTICE_ENGINE_MANIFEST_PATH);
  if (!cached) throw new Error('No engine list is saved on this device.');
  return (await cached.json()) as PracticeEngineManifest;
}
