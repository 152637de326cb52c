/**
 * "Make practice available offline": stores every engine file the build listed (Pyodide, Monaco,
 * sql.js, the engine workers) in the service worker's engines cache, with byte progress, then the
 * problem index, every problem's file and the datasets' rows in the content cache the service worker reads them
 * through (the lessons' one, sw/sw.ts). The page writes the caches itself because the service
 * worker only sees requests once it controls the page. Engine files already cached are skipped,
 * so running it again is cheap; problem files are fetched again (small, and they may have changed).
 * The optional SQL engines' files (PostgreSQL ≈ 16 MB, DuckDB ≈ 35 MB, marked `engine: 'postgres'`
 * or `engine: 'duckdb'` in the manifest) are included unless the caller leaves them out: the
 * automatic copy takes only the engine of the learner's chosen dialect.
 */
import { RUNTIME_CACHES } from '@/common/cache-names.ts';
import {
  DATASET_INDEX_PATH,
  datasetFilePath,
  type DatasetIndex,
} from '@/common/datasets/dataset-content-paths.ts';
import {
  OPTIONAL_ENGINE_ASSET_PATTERNS,
  PRACTICE_ENGINE_MANIFEST_PATH,
  type OptionalEngine,
  type PracticeEngineManifest,
} from '@/common/practice/engine-assets.ts';
import {
  PRACTICE_CONTENT_CACHE,
  PRACTICE_INDEX_PATH,
  practiceProblemPath,
  type PracticeIndex,
} from '@/common/practice/problem-content-paths.ts';
import { downloadWithProgress } from '@/src/lib/download-with-progress.ts';
import { fetchStaticAsset } from '@/src/lib/fetch-static-asset.ts';
import { requestPersistentStorage } from './request-persistent-storage.ts';

export interface OfflineProgress {
  loadedBytes: number;
  totalBytes: number;
}

async function readManifest(cache: Cache): Promise<PracticeEngineManifest> {
  try {
    const response = await fetchStaticAsset(PRACTICE_ENGINE_MANIFEST_PATH, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    await cache.put(PRACTICE_ENGINE_MANIFEST_PATH, response.clone());
    return (await response.json()) as PracticeEngineManifest;
  } catch (error) {
    // Offline: the copy saved by the last download tells what should be there.
    const cached = await cache.match(PRACTICE_ENGINE_MANIFEST_PATH);
    if (cached) return (await cached.json()) as PracticeEngineManifest;
    throw error;
  }
}

/** Every problem file named by the cached index is cached too. */
async function areProblemsCached(): Promise<boolean> {
  const cache = await caches.open(PRACTICE_CONTENT_CACHE);
  const cached = await cache.match(PRACTICE_INDEX_PATH);
  if (!cached) return false;
  const index = (await cached.json()) as PracticeIndex;
  const present = await Promise.all(
    index.problems.map(async (problem) =>
      Boolean(await cache.match(practiceProblemPath(problem.id))),
    ),
  );
  return present.every(Boolean);
}

/**
 * Stores the problem index, every problem's file and the datasets (index and rows, which the
 * problems on real datasets and the Datasets scratchpad load) for offline use.
 */
async function cacheProblems(): Promise<void> {
  const cache = await caches.open(PRACTICE_CONTENT_CACHE);
  const response = await fetchStaticAsset(PRACTICE_INDEX_PATH, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const index = (await response.clone().json()) as PracticeIndex;
  const datasetIndex = await fetchStaticAsset(DATASET_INDEX_PATH, { cache: 'no-cache' });
  if (!datasetIndex.ok) throw new Error(`HTTP ${datasetIndex.status}`);
  const { datasets } = (await datasetIndex.clone().json()) as DatasetIndex;
  const paths = [
    ...index.problems.map((problem) => practiceProblemPath(problem.id)),
    ...datasets.map((dataset) => datasetFilePath(dataset.id, 'json')),
  ];
  const files = await Promise.all(
    paths.map(async (path) => {
      const file = await fetchStaticAsset(path, { cache: 'no-cache' });
      if (!file.ok) throw new Error(`HTTP ${file.status}`);
      return file;
    }),
  );
  await Promise.all(files.map((file, at) => cache.put(paths[at]!, file)));
  await cache.put(DATASET_INDEX_PATH, datasetIndex);
  await cache.put(PRACTICE_INDEX_PATH, response);
}

export interface OfflineOptions {
  /** The optional SQL engines whose files to include (default: all of them). */
  optionalEngines?: readonly OptionalEngine[];
}

const ALL_OPTIONAL_ENGINES = Object.keys(OPTIONAL_ENGINE_ASSET_PATTERNS) as OptionalEngine[];

function wanted(
  manifest: PracticeEngineManifest,
  { optionalEngines = ALL_OPTIONAL_ENGINES }: OfflineOptions,
): PracticeEngineManifest['files'] {
  return manifest.files.filter((file) => !file.engine || optionalEngines.includes(file.engine));
}

/** Whether every engine file and every problem is already cached (so Practice works offline). */
export async function isPracticeOffline(options: OfflineOptions = {}): Promise<boolean> {
  if (typeof caches === 'undefined') return false;
  if (!(await areProblemsCached())) return false;
  const cache = await caches.open(RUNTIME_CACHES.engines);
  const cached = await cache.match(PRACTICE_ENGINE_MANIFEST_PATH);
  if (!cached) return false;
  const manifest = (await cached.json()) as PracticeEngineManifest;
  const present = await Promise.all(
    wanted(manifest, options).map(async (file) => Boolean(await cache.match(file.path))),
  );
  return present.every(Boolean);
}

async function download(path: string, onBytes: (bytes: number) => void): Promise<Response> {
  let counted = 0;
  const { blob, headers: received } = await downloadWithProgress(path, {
    onProgress: ({ loaded }) => {
      onBytes(loaded - counted);
      counted = loaded;
    },
  });
  const headers = new Headers(received);
  // Cache lookups should not depend on how the request was encoded.
  headers.delete('Vary');
  return new Response(blob, { status: 200, headers });
}

let inFlight: { done: Promise<void>; listeners: Set<(progress: OfflineProgress) => void> } | null =
  null;

/**
 * Downloads what is missing. Single-flight: a second call (the button while the automatic copy
 * runs) joins the download in progress and receives its progress too.
 */
export function makePracticeOffline(
  onProgress: (progress: OfflineProgress) => void,
  options: OfflineOptions = {},
): Promise<void> {
  if (inFlight) {
    inFlight.listeners.add(onProgress);
    return inFlight.done;
  }
  const listeners = new Set([onProgress]);
  const done = downloadAll(
    (progress) => listeners.forEach((listener) => listener(progress)),
    options,
  ).finally(() => {
    inFlight = null;
  });
  inFlight = { done, listeners };
  return done;
}

async function downloadAll(
  onProgress: (progress: OfflineProgress) => void,
  options: OfflineOptions,
): Promise<void> {
  if (typeof caches === 'undefined')
    throw new Error('This browser cannot store files for offline use.');
  const cache = await caches.open(RUNTIME_CACHES.engines);
  const files = wanted(await readManifest(cache), options);
  const totalBytes = files.reduce((sum, file) => sum + file.bytes, 0);
  let loadedBytes = 0;
  onProgress({ loadedBytes, totalBytes });
  for (const file of files) {
    if (await cache.match(file.path)) {
      loadedBytes += file.bytes;
      onProgress({ loadedBytes, totalBytes });
      continue;
    }
    const response = await download(file.path, (bytes) => {
      loadedBytes += bytes;
      onProgress({ loadedBytes: Math.min(loadedBytes, totalBytes), totalBytes });
    });
    await cache.put(file.path, response);
  }
  await cacheProblems();
  onProgress({ loadedBytes: totalBytes, totalBytes });
  requestPersistentStorage();
}
