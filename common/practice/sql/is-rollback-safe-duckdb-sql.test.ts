import { describe, expect, it } from 'vitest';
import { isRollbackSafeDuckdbSql } from './is-rollback-safe-duckdb-sql.ts';
import { splitSqlStatements } from './split-sql-statements.ts';

function safe(code: string): boolean {
  return isRollbackSafeDuckdbSql(splitSqlStatements(code));
}

describe('isRollbackSafeDuckdbSql', () => {
  it.each([
    'SELECT 1',
    '-- a comment\n(SELECT 1) UNION ALL (SELECT 2)',
    'WITH t AS (SELECT 1 AS x) SELECT * FROM t',
    'CREATE TEMP TABLE t AS SELECT 1; INSERT INTO t VALUES (2); UPDATE t SET x = 1; DELETE FROM t',
    'ALTER TABLE employees ADD COLUMN x INTEGER; DROP TABLE employees; TRUNCATE t',
    '/* plan */ EXPLAIN SELECT 1',
  ])('keeps the data set for %j', (code) => {
    expect(safe(code)).toBe(true);
  });

  it.each([
    'BEGIN; SELECT 1',
    'DELETE FROM employees; COMMIT',
    'SELECT 1; ROLLBACK',
    'START TRANSACTION',
    "ATTACH ':memory:' AS other",
    'DETACH practice',
    'USE memory',
    'SET threads = 1; SELECT 1',
    'PRAGMA enable_profiling',
    'CALL pragma_version()',
    "COPY employees TO 'out.csv'",
    'CHECKPOINT',
    'INSTALL json',
    'LOAD json',
    'UPDATE EXTENSIONS',
    "CREATE SECRET s (TYPE s3, KEY_ID 'k')",
    'DROP SECRET s',
  ])('runs %j on a fresh database', (code) => {
    expect(safe(code)).toBe(false);
  });
});
