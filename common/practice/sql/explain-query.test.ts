/** Explain in both real engines (sql.js and PGlite in Node) on a problem's example data. */
import { PGlite } from '@electric-sql/pglite';
import initSqlJs from 'sql.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemBank } from '../problem-bank.ts';
import type { SqlProblem } from '../problem-schema.ts';
import { explainPostgresQuery } from './explain-postgres-query.ts';
import { explainSqliteQuery, NOTHING_TO_EXPLAIN } from './explain-sqlite-query.ts';
import { POSTGRES_TYPE_PARSERS, type PostgresRuntime } from './postgres-runtime.ts';
import type { SqlRuntime } from './sql-runtime.ts';

const START_TIMEOUT_MS = 60_000;
let sqlite: SqlRuntime;
let pglite: PGlite;

beforeAll(async () => {
  sqlite = (await initSqlJs()) as unknown as SqlRuntime;
  pglite = new PGlite({ parsers: POSTGRES_TYPE_PARSERS });
  await pglite.waitReady;
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

  it('says when there is nothing to explain', async () => {
    expect(() => explainSqliteQuery(sqlite, basic, '-- nothing')).toThrow(NOTHING_TO_EXPLAIN);
    await expect(
      explainPostgresQuery(pglite as unknown as PostgresRuntime, basic, ''),
    ).rejects.toThrow(NOTHING_TO_EXPLAIN);
  });
});
