/** The SQL grader on a real sql.js (Node): results, diffs, errors and isolation between runs. */
import initSqlJs from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { problemBank } from '../problem-bank.ts';
import type { SqlProblem } from '../problem-schema.ts';
import { describeSqlSchema } from './describe-sql-schema.ts';
import { runSqlTests } from './run-sql-tests.ts';
import type { SqlRuntime } from './sql-runtime.ts';

let runtime: SqlRuntime;

beforeAll(async () => {
  runtime = (await initSqlJs()) as unknown as SqlRuntime;
});

function sqlProblem(id: string): SqlProblem {
  const problem = problemBank.find((candidate) => candidate.id === id);
  if (problem?.language !== 'sql') throw new Error(`No SQL problem ${id}`);
  return problem;
}

const basic = sqlProblem('select-engineering-employees');

describe('runSqlTests', () => {
  it('returns the learner’s result table on Run', () => {
    const result = runSqlTests(runtime, { problem: basic, code: basic.solution, mode: 'run' });
    expect(result.status).toBe('passed');
    expect(result.total).toBe(1);
    expect(result.tests[0]?.sql?.actual?.rows).toEqual([
      ['Grace', 160000],
      ['Ada', 145000],
      ['Margaret', 132000],
    ]);
  });

  it('shows the row diff of a wrong query', () => {
    const code =
      'SELECT name, salary FROM employees WHERE salary > 140000 ORDER BY salary DESC, name';
    const result = runSqlTests(runtime, { problem: basic, code, mode: 'run' });
    const test = result.tests[0];
    expect(result.status).toBe('failed');
    expect(test?.sql?.mismatch).toBe('row_count');
    expect(test?.sql?.missingRows).toEqual([['Margaret', 132000]]);
    expect(test?.sql?.extraRows).toEqual([]);
    expect(test?.message).toBe('Wrong number of rows: expected 3, got 2');
  });

  it('reports "wrong number of columns"', () => {
    const code = "SELECT name FROM employees WHERE department = 'Engineering'";
    const result = runSqlTests(runtime, { problem: basic, code, mode: 'run' });
    expect(result.tests[0]?.message).toMatch(/^Wrong number of columns: expected 2/);
  });

  it('reports a database error', () => {
    const result = runSqlTests(runtime, {
      problem: basic,
      code: 'SELECT nme FROM employees',
      mode: 'run',
    });
    expect(result.status).toBe('error');
    expect(result.tests[0]?.error).toContain('no such column: nme');
  });

  it('keeps the columns of an empty result', () => {
    const code = 'SELECT name, salary FROM employees WHERE 0';
    const result = runSqlTests(runtime, { problem: basic, code, mode: 'run' });
    expect(result.tests[0]?.sql?.actual).toEqual({ columns: ['name', 'salary'], rows: [] });
  });

  it('gives every run a fresh database', () => {
    runSqlTests(runtime, {
      problem: basic,
      code: 'DELETE FROM employees; SELECT 1 AS x',
      mode: 'run',
    });
    const result = runSqlTests(runtime, { problem: basic, code: basic.solution, mode: 'submit' });
    expect(result.status).toBe('passed');
  });

  it('takes the last statement that returns columns', () => {
    const code = `CREATE TEMP TABLE t AS SELECT name, salary FROM employees WHERE department = 'Engineering';
SELECT name, salary FROM t ORDER BY salary DESC, name;`;
    expect(runSqlTests(runtime, { problem: basic, code, mode: 'submit' }).status).toBe('passed');
  });

  it('says when the query returns no result set', () => {
    const result = runSqlTests(runtime, { problem: basic, code: '-- nothing yet', mode: 'run' });
    expect(result.tests[0]?.sql?.mismatch).toBe('no_result_set');
  });
});

describe('describeSqlSchema', () => {
  it('lists tables with columns, row counts and sample rows', () => {
    const [employees] = describeSqlSchema(runtime, basic);
    expect(employees?.name).toBe('employees');
    expect(employees?.columns.map((column) => column.name)).toEqual([
      'id',
      'name',
      'department',
      'salary',
    ]);
    expect(employees?.columns[0]?.primaryKey).toBe(true);
    expect(employees?.rowCount).toBe(5);
    expect(employees?.sample.rows.length).toBe(5);
  });
});
