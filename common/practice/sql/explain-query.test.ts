/** Explain in the real engines (sql.js, PGlite and duckdb-wasm in Node) on a problem's example data. */
import path from 'node:path';
import { createDuckDB, NODE_RUNTIME, VoidLogger } from '@duckdb/duckdb-wasm/blocking';
import { PGlite } from '@electric-sql/pglite';
import initSqlJs from 'sql.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemBank } from '../problem-bank.ts';
import type { SqlProblem } from '../problem-schema.ts';
import { configureDuckdb, type DuckdbRuntime } from './duckdb-runtime.ts';
import { explainDuckdbQuery } from './explain-duckdb-query.ts';
import { explainPostgresQuery } from './explain-postgres-query.ts';
import { explainSqliteQuery, NOTHING_TO_EXPLAIN } from './explain-sqlite-query.ts';
import { POSTGRES_TYPE_PARSERS, type PostgresRuntime } from './postgres-runtime.ts';
import type { SqlRuntime } from './sql-runtime.ts';

const START_TIMEOUT_MS = 60_000;
let sqlite: SqlRuntime;
let pglite: PGlite;
let duckdb: DuckdbRuntime;
const DUCKDB_DIST = path.resolve(
  import.meta.dirname,
  '../../../node_modules/@duckdb/duckdb-wasm/dist',
);

beforeAll(async () => {
  sqlite = (await initSqlJs()) as unknown as SqlRuntime;
  pglite = new PGlite({ parsers: POSTGRES_TYPE_PARSERS });
  await pglite.waitReady;
  const db = await createDuckDB(
    {
      mvp: { mainModule: `${DUCKDB_DIST}/duckdb-mvp.wasm`, mainWorker: '' },
      eh: { mainModule: `${DUCKDB_DIST}/duckdb-eh.wasm`, mainWorker: '' },
    },
    new VoidLogger(),
    NODE_RUNTIME,
  );
  await db.instantiate();
  duckdb = db.connect() as unknown as DuckdbRuntime;
  configureDuckdb(duckdb);
}, START_TIMEOUT_MS);

afterAll(async () => {
  await pglite.close();
});

const problem = problemBank.find((candidate) => candidate.id === 'select-engineering-employees');
const basic = problem as SqlProblem;
const query =
  "CREATE TEMP TABLE e AS SELECT * FROM employees; SELECT name FROM e WHERE department = 'Engineering' ORDER BY salary DESC;";

describe('explain', () => {
  it('shows SQLite’s plan of the last statement after running the ones before', () => {
    const nodes = explainSqliteQuery(sqlite, basic, query);
    expect(nodes.map((node) => node.label)).toEqual(['SCAN e', 'USE TEMP B-TREE FOR ORDER BY']);
    expect(nodes[0]?.meaning).toBe('Reads every row of e (a full scan)');
  });

  it('shows PostgreSQL’s plan as a tree', async () => {
    const [root] = await explainPostgresQuery(pglite as unknown as PostgresRuntime, basic, query);
    expect(root?.label).toBe('Sort');
    expect(root?.children[0]?.label).toBe('Seq Scan on e');
    expect(root?.children[0]?.details).toEqual(["Filter: (department = 'Engineering'::text)"]);
  });

  it('shows DuckDB’s plan as a tree, in a fresh practice database each time', () => {
    const [root] = explainDuckdbQuery(duckdb, basic, query);
    expect(root?.label).toBe('ORDER_BY');
    expect(root?.children[0]?.label).toBe('SEQ_SCAN on e');
    expect(root?.children[0]?.details).toContain("Filters: department='Engineering'");
    // The temp table of the first Explain is gone: the same code explains again.
    expect(explainDuckdbQuery(duckdb, basic, query)[0]?.label).toBe('ORDER_BY');
  });

  it('says when there is nothing to explain', async () => {
    expect(() => explainDuckdbQuery(duckdb, basic, '-- nothing')).toThrow(NOTHING_TO_EXPLAIN);
    expect(() => explainSqliteQuery(sqlite, basic, '-- nothing')).toThrow(NOTHING_TO_EXPLAIN);
    await expect(
      explainPostgresQuery(pglite as unknown as PostgresRuntime, basic, ''),
    ).rejects.toThrow(NOTHING_TO_EXPLAIN);
  });
});
