/**
 * The Datasets scratchpad runs a free query on a real dataset in every engine SCRATCHPAD_ENGINES
 * lists, through the same runners the browser workers use (sql.js, PGlite, Pyodide in Node): the
 * result holds the rows of the query (SQL) or what the script printed and its `result` (Python),
 * and a broken query reports its error instead of a grade.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createDuckDB, NODE_RUNTIME, VoidLogger } from '@duckdb/duckdb-wasm/blocking';
import { PGlite } from '@electric-sql/pglite';
import { loadPyodide } from 'pyodide';
import initSqlJs from 'sql.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetFilePath } from '@/common/datasets/dataset-content-paths.ts';
import { builtDatasetSchema } from '@/common/datasets/dataset-schema.ts';
import type { RunResult } from '@/common/practice/run-result-schema.ts';
import { runPythonTests, type PythonRuntime } from '@/common/practice/python/run-python-tests.ts';
import {
  POSTGRES_TYPE_PARSERS,
  type PostgresRuntime,
} from '@/common/practice/sql/postgres-runtime.ts';
import { configureDuckdb, type DuckdbRuntime } from '@/common/practice/sql/duckdb-runtime.ts';
import { runDuckdbTests } from '@/common/practice/sql/run-duckdb-tests.ts';
import { runPostgresTests } from '@/common/practice/sql/run-postgres-tests.ts';
import { runSqlTests } from '@/common/practice/sql/run-sql-tests.ts';
import type { SqlRuntime } from '@/common/practice/sql/sql-runtime.ts';
import { buildScratchpadProblem, type ScratchpadRun } from './build-scratchpad-problem.ts';
import { SCRATCHPAD_ENGINES, type ScratchpadEngine } from './scratchpad-engines.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const penguins = builtDatasetSchema.parse(
  JSON.parse(readFileSync(path.join(ROOT, 'public', datasetFilePath('penguins', 'json')), 'utf8')),
);

const DUCKDB_DIST = path.join(ROOT, 'node_modules/@duckdb/duckdb-wasm/dist');

let sqlite: SqlRuntime;
let pglite: PGlite;
let python: PythonRuntime;
let duckdb: DuckdbRuntime;
let closeDuckdb: () => void;

beforeAll(async () => {
  sqlite = (await initSqlJs()) as unknown as SqlRuntime;
  pglite = new PGlite({ parsers: POSTGRES_TYPE_PARSERS });
  await pglite.waitReady;
  python = await loadPyodide();
  const db = await createDuckDB(
    {
      mvp: { mainModule: `${DUCKDB_DIST}/duckdb-mvp.wasm`, mainWorker: '' },
      eh: { mainModule: `${DUCKDB_DIST}/duckdb-eh.wasm`, mainWorker: '' },
    },
    new VoidLogger(),
    NODE_RUNTIME,
  );
  await db.instantiate();
  const connection = db.connect();
  closeDuckdb = () => connection.close();
  duckdb = connection as unknown as DuckdbRuntime;
  configureDuckdb(duckdb);
}, 240_000);

afterAll(async () => {
  await pglite.close();
  closeDuckdb();
});

async function run(built: ScratchpadRun): Promise<RunResult> {
  const request = { code: built.code, mode: 'run' as const };
  if (built.language === 'python')
    return runPythonTests(python, { ...request, problem: built.problem });
  const problem = { ...request, problem: built.problem };
  switch (built.problem.engines[0]) {
    case 'postgres':
      return runPostgresTests(pglite as unknown as PostgresRuntime, problem);
    case 'duckdb':
      return runDuckdbTests(duckdb, problem);
    default:
      return runSqlTests(sqlite, problem);
  }
}

const QUERIES: Record<ScratchpadEngine['kind'], { ok: string; broken: string }> = {
  sql: {
    ok: 'SELECT species, COUNT(*) AS n FROM penguins GROUP BY species ORDER BY species;',
    broken: 'SELECT nope FROM penguins;',
  },
  python: {
    ok: 'from collections import Counter\nprint(len(penguins))\nresult = sorted(Counter(p["species"] for p in penguins).items())',
    broken: 'print(penguins[0]["nope"])',
  },
};

describe.each(SCRATCHPAD_ENGINES.map((engine) => [engine.label, engine] as const))(
  'the scratchpad in %s',
  (_label, engine) => {
    // Loading 344 rows into a fresh engine takes a while on a busy 2-core machine.
    it('runs a free query on the whole dataset', { timeout: 120_000 }, async () => {
      const result = await run(buildScratchpadProblem(engine, penguins, QUERIES[engine.kind].ok));
      const test = result.tests[0];
      expect(result.error ?? test?.error).toBeUndefined();
      if (engine.kind === 'python') {
        expect(test?.stdout).toBe('344\n');
        expect(test?.actual).toContain('Adelie');
        expect(test?.actual).toContain('152');
      } else {
        expect(test?.sql?.actual).toEqual({
          columns: ['species', 'n'],
          rows: [
            ['Adelie', 152],
            ['Chinstrap', 68],
            ['Gentoo', 124],
          ],
        });
      }
    });

    it('reports a broken query as an error', { timeout: 120_000 }, async () => {
      const result = await run(
        buildScratchpadProblem(engine, penguins, QUERIES[engine.kind].broken),
      );
      expect(result.error ?? result.tests[0]?.error).toMatch(/nope/);
    });
  },
);
