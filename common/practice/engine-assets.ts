/**
 * Where the practice engines live. Pyodide is copied from node_modules at build time (and served
 * the same way in development) under a versioned path; Monaco, sql.js's wasm, PGlite's files, DuckDB's wasm and the worker
 * bundles are hashed Vite assets whose names match ENGINE_ASSET_PATTERN. The service worker keeps
 * all of them in its engines cache, and the build lists them in PRACTICE_ENGINE_MANIFEST_PATH so
 * "Make practice available offline" can fetch them all up front.
 */

/** Must equal the installed pyodide package (the build checks). */
export const PYODIDE_VERSION = '314.0.7';
export const PYODIDE_BASE_PATH = `/engines/pyodide-${PYODIDE_VERSION}/`;
/** The files loadPyodide needs for the standard library only (no wheels). */
export const PYODIDE_FILES = [
  'pyodide.mjs',
  'pyodide.asm.mjs',
  'pyodide.asm.wasm',
  'python_stdlib.zip',
  'pyodide-lock.json',
] as const;

/** Hashed build assets that belong to the practice engines (runtime-cached, not precached). */
export const ENGINE_ASSET_PATTERN =
  /\/assets\/[^/]*(monaco|editor\.worker|sql-wasm|pyodide|codicon|pglite|initdb|duckdb)[^/]*$/;

/**
 * PostgreSQL's files (PGlite: its wasm, its data bundle, initdb and the worker, ≈ 16 MB), which
 * only learners who chose the PostgreSQL dialect need: the automatic offline copy skips them
 * otherwise, and "Make practice available offline" takes them too.
 */
export const POSTGRES_ENGINE_ASSET_PATTERN = /\/assets\/[^/]*(pglite|initdb)[^/]*$/;

/**
 * DuckDB's files (duckdb-wasm's `eh` wasm and the worker with Apache Arrow, ≈ 35 MB uncompressed,
 * ≈ 9 MB gzipped), which only learners who chose the DuckDB dialect need, like PostgreSQL's.
 */
export const DUCKDB_ENGINE_ASSET_PATTERN = /\/assets\/[^/]*duckdb[^/]*$/;

/** The optional SQL engines' files, by the `engine` the offline manifest marks them with. */
export const OPTIONAL_ENGINE_ASSET_PATTERNS = {
  postgres: POSTGRES_ENGINE_ASSET_PATTERN,
  duckdb: DUCKDB_ENGINE_ASSET_PATTERN,
} as const;
export type OptionalEngine = keyof typeof OPTIONAL_ENGINE_ASSET_PATTERNS;

/** A same-origin path the service worker serves from the engines cache. */
export function isEngineAssetPath(pathname: string): boolean {
  return pathname.startsWith('/engines/') || ENGINE_ASSET_PATTERN.test(pathname);
}

/** JSON list of every engine URL, written by the build (not cached by the service worker). */
export const PRACTICE_ENGINE_MANIFEST_PATH = '/practice-engines.json';

export interface PracticeEngineManifest {
  /** Absolute paths, e.g. "/engines/pyodide-314.0.7/pyodide.asm.wasm". */
  files: Array<{
    path: string;
    bytes: number;
    /** Set for files of an optional engine (OPTIONAL_ENGINE_ASSET_PATTERNS). */
    engine?: OptionalEngine;
  }>;
}
