/**
 * "Make practice available offline": stores every engine file the build listed (Pyodide, Monaco,
 * sql.js, the engine workers) in the service worker's engines cache, with byte progress (through
 * src/lib/cache-engine-files.ts, the one engine-caching mechanism, shared with the course
 * download), then the problem index, every problem's file and the datasets' rows in the content
 * cache the service worker reads them through (the lessons' one, sw/sw.ts). Engine files already
 * cached are skipped, so running it again is cheap; problem files are fetched again (small, and
 * they may have changed).
 * The optional SQL engines' files (PostgreSQL ≈ 16 MB, DuckDB ≈ 35 MB, marked `engine: 'postgres'`
 * or `engine: 'duckdb'` in the manifest) are included unless the caller leaves them out: the
 * automatic copy takes only the engine of the learner's chosen dialect.
 */
import {
  DATASET_INDEX_PATH,
  datasetFilePath,
  type DatasetIndex,
} from '@/common/datasets/dataset-content-paths.ts';
import {
  OPTIONAL_ENGINE_ASSET_PATTERNS,
  isOptionalEngine,
  type OptionalEngine,
  type PracticeEngineManifest,
} from '@/common/practice/engine-assets.ts';
import {
  PRACTICE_CONTENT_CACHE,
  PRACTICE_INDEX_PATH,
  practiceProblemPath,
  type PracticeIndex,
} from '@/common/practice/problem-content-paths.ts';
import { areEngineFilesCached } from '@/src/lib/are-engine-files-cached.ts';
import { cacheEngineFiles } from '@/src/lib/cache-engine-files.ts';
import { fetchStaticAsset } from '@/src/lib/fetch-static-asset.ts';
import { readEngineManifest } from '@/src/lib/read-engine-manifest.ts';
import { requestPersistentStorage } from './request-persistent-storage.ts';

export interface OfflineProgress {
  loadedBytes: number;
  totalBytes: number;
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
  // Every engine but the optional SQL ones the caller leaves out (Practice's editor included).
  return manifest.files.filter(
    (file) => !isOptionalEngine(file.engine) || optionalEngines.includes(file.engine),
  );
}

/** Whether every engine file and every problem is already cached (so Practice works offline). */
export async function isPracticeOffline(options: OfflineOptions = {}): Promise<boolean> {
  if (typeof caches === 'undefined') return false;
  if (!(await areProblemsCached())) return false;
  const manifest = await readEngineManifest({ offlineCopyOnly: true }).catch(() => null);
  return manifest !== null && areEngineFilesCached(wanted(manifest, options));
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
  const files = wanted(await readEngineManifest(), options);
  const totalBytes = files.reduce((sum, file) => sum + file.bytes, 0);
  await cacheEngineFiles(files, ({ loadedBytes }) => onProgress({ loadedBytes, totalBytes }));
  await cacheProblems();
  onProgress({ loadedBytes: totalBytes, totalBytes });
  requestPersistentStorage();
}
