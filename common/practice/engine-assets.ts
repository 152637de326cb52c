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

/**
 * Every engine file by what it belongs to, as the offline manifest marks it: the code editor
 * (Monaco, which only Practice uses), Python (Pyodide), SQLite (sql.js) and the optional SQL
 * engines. A course download takes only the engines its exercises run in (download-course.ts).
 * The first matching pattern wins.
 */
export const ENGINE_ASSET_GROUPS = {
  ...OPTIONAL_ENGINE_ASSET_PATTERNS,
  editor: /\/assets\/[^/]*(monaco|editor\.worker|codicon)[^/]*$/,
  python: /(^\/engines\/pyodide-|\/assets\/[^/]*pyodide[^/]*$)/,
  sqlite: /\/assets\/[^/]*sql-wasm[^/]*$/,
} as const;
export type EngineGroup = keyof typeof ENGINE_ASSET_GROUPS;

/** Which engine an engine file belongs to (undefined for a path that is no engine file). */
export function engineGroupOf(pathname: string): EngineGroup | undefined {
  return (Object.keys(ENGINE_ASSET_GROUPS) as EngineGroup[]).find((group) =>
    ENGINE_ASSET_GROUPS[group].test(pathname),
  );
}

export function isOptionalEngine(group: EngineGroup | undefined): group is OptionalEngine {
  return group !== undefined && group in OPTIONAL_ENGINE_ASSET_PATTERNS;
}

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
    /**
     * The engine the file belongs to (ENGINE_ASSET_GROUPS). Manifests written before every file
     * was marked set it only on the optional engines' files.
     */
    engine?: EngineGroup;
  }>;
}
