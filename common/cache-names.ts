/**
 * Names of the service worker's runtime caches. The client reads the same names to report
 * storage use and to delete downloads, so they live here rather than in `sw/`.
 * Bump a version suffix when the cached format changes; the service worker deletes caches
 * with the prefix that are not listed here.
 */
export const CACHE_PREFIX = 'nyra-';

export const RUNTIME_CACHES = {
  /**
   * Content read through, network first (opened lessons and practice problems read offline): lesson
   * API responses and the built practice problems (common/practice/problem-content-paths.ts).
   */
  lessonsApi: `${CACHE_PREFIX}lessons-api-v1`,
  /** Lesson video files, filled only by an explicit "Make available offline". */
  lessonMedia: `${CACHE_PREFIX}lesson-media-v1`,
  /** Big in-browser engines (Monaco, Pyodide, sql.js), versioned by their hashed URLs. */
  engines: `${CACHE_PREFIX}engines-v1`,
  /** Fonts and images that are not part of the precached shell. */
  assets: `${CACHE_PREFIX}assets-v1`,
} as const;

export type RuntimeCacheName = (typeof RUNTIME_CACHES)[keyof typeof RUNTIME_CACHES];

/** Message the page posts to a waiting service worker to make it take over (update prompt). */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;
