/** Whether every engine file is in the service worker's engines cache (cache-engine-files.ts). */
import { RUNTIME_CACHES } from '@/common/cache-names.ts';
import type { PracticeEngineManifest } from '@/common/practice/engine-assets.ts';

export async function areEngineFilesCached(
  files: readonly PracticeEngineManifest['files'][number][],
): Promise<boolean> {
  if (typeof caches === 'undefined') return false;
  const cache = await caches.open(RUNTIME_CACHES.engines);
  const present = await Promise.all(
    files.map(async (file) => Boolean(await cache.match(file.path))),
  );
  return present.every(Boolean);
}
