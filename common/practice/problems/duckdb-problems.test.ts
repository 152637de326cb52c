/**
 * Every SQL problem marked for DuckDB (`engines` lists duckdb), in DuckDB: duckdb-wasm's blocking
 * build in Node, the same wasm engine and the same grading code (run-duckdb-tests.ts) the
 * browser's DuckDB worker runs. Each reference passes every data set and each planted wrong
 * solution fails a hidden one. Expectations come from SQLite (the build), so passing here also
 * proves DuckDB agrees with it. Problems that cannot pass in DuckDB stay unmarked, with the
 * reason in their front matter (content/README.md).
 */
import path from 'node:path';
import { createDuckDB, NODE_RUNTIME, VoidLogger } from '@duckdb/duckdb-wasm/blocking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemBank } from '../problem-bank.ts';
import type { SqlProblem } from '../problem-schema.ts';
import type { RunResult } from '../run-result-schema.ts';
import { configureDuckdb, type DuckdbRuntime } from '../sql/duckdb-runtime.ts';
import { explainDuckdbQuery } from '../sql/explain-duckdb-query.ts';
import { runDuckdbTests } from '../sql/run-duckdb-tests.ts';

/** The bank runs at least this many problems in DuckDB (issue 30). */
const MIN_DUCKDB_PROBLEMS = 20;
/** Compiling DuckDB's 34 MB wasm on a busy 2-core machine. */
const START_TIMEOUT_MS = 60_000;
const DIST = path.resolve(import.meta.dirname, '../../../node_modules/@duckdb/duckdb-wasm/dist');

const problems = problemBank.filter(
  (problem): problem is SqlProblem =>
    problem.language === 'sql' && problem.engines.includes('duckdb'),
);
let connection: ReturnType<Awaited<ReturnType<typeof createDuckDB>>['connect']>;
let runtime: DuckdbRuntime;

beforeAll(async () => {
  const db = await createDuckDB(
    {
      mvp: { mainModule: `${DIST}/duckdb-mvp.wasm`, mainWorker: '' },
      eh: { mainModule: `${DIST}/duckdb-eh.wasm`, mainWorker: '' },
    },
    new VoidLogger(),
    NODE_RUNTIME,
  );
  await db.instantiate();
  connection = db.connect();
  runtime = connection as unknown as DuckdbRuntime;
  configureDuckdb(runtime);
}, START_TIMEOUT_MS);

afterAll(() => {
  connection.close();
});

function failures(result: RunResult): string {
  return result.tests
    .filter((test) => test.status !== 'passed')
    .map((test) => `#${test.index} ${test.input}: ${test.message ?? ''} ${test.error ?? ''}`)
    .join('\n');
}

describe('SQL problems in DuckDB', () => {
  it(`marks at least ${MIN_DUCKDB_PROBLEMS} problems for DuckDB`, () => {
    expect(problems.length).toBeGreaterThanOrEqual(MIN_DUCKDB_PROBLEMS);
  });

  describe.each(problems.map((problem) => [problem.id, problem] as const))('%s', (_id, problem) => {
    it('passes every data set with the reference solution', () => {
      const result = runDuckdbTests(runtime, { problem, code: problem.solution, mode: 'submit' });
      expect(failures(result)).toBe('');
      expect(result.passed).toBe(problem.tests.length);
    });

    it('fails with the starter code', () => {
      const result = runDuckdbTests(runtime, {
        problem,
        code: problem.starterCode,
        mode: 'submit',
      });
      expect(result.status).not.toBe('passed');
    });

    it.each(problem.wrongSolutions.map((wrong) => [wrong.mistake, wrong.code] as const))(
      'catches the wrong solution that %s',
      (_mistake, code) => {
        const result = runDuckdbTests(runtime, { problem, code, mode: 'submit' });
        const caught = result.tests.filter((test) => test.hidden && test.status !== 'passed');
        expect(caught.length).toBeGreaterThan(0);
      },
    );
  });
});

describe('runDuckdbTests', () => {
  const basic = problems.find((problem) => problem.id === 'select-engineering-employees');

  it('gives every run a fresh database', () => {
    if (!basic) throw new Error('select-engineering-employees is not marked for DuckDB');
    runDuckdbTests(runtime, {
      problem: basic,
      code: 'DELETE FROM employees; DROP TABLE employees; SELECT 1 AS x',
      mode: 'run',
    });
    const result = runDuckdbTests(runtime, {
      problem: basic,
      code: basic.solution,
      mode: 'submit',
    });
    expect(result.status).toBe('passed');
  });

  it('survives a run that leaves a transaction open', () => {
    if (!basic) throw new Error('select-engineering-employees is not marked for DuckDB');
    runDuckdbTests(runtime, { problem: basic, code: 'BEGIN; SELECT 1 AS x', mode: 'run' });
    const result = runDuckdbTests(runtime, { problem: basic, code: basic.solution, mode: 'run' });
    expect(result.status).toBe('passed');
  });

  it('drops the temporary tables a run created', () => {
    if (!basic) throw new Error('select-engineering-employees is not marked for DuckDB');
    const code = `CREATE TEMP TABLE e AS SELECT * FROM employees; ${basic.solution.replace('employees', 'e')}`;
    expect(runDuckdbTests(runtime, { problem: basic, code, mode: 'run' }).status).toBe('passed');
    expect(runDuckdbTests(runtime, { problem: basic, code, mode: 'run' }).status).toBe('passed');
  });

  it('reports a database error', () => {
    if (!basic) throw new Error('select-engineering-employees is not marked for DuckDB');
    const result = runDuckdbTests(runtime, {
      problem: basic,
      code: 'SELECT nme FROM employees',
      mode: 'run',
    });
    expect(result.status).toBe('error');
    expect(result.tests[0]?.error).toContain('"nme" not found');
  });

  it('takes the last query as the answer, not a later statement’s status', () => {
    if (!basic) throw new Error('select-engineering-employees is not marked for DuckDB');
    const result = runDuckdbTests(runtime, {
      problem: basic,
      code: `CREATE TABLE scratch (x INTEGER); ${basic.solution.replace(/;\s*$/, '')}; INSERT INTO scratch VALUES (1);`,
      mode: 'run',
    });
    expect(result.status).toBe('passed');
  });
});

describe('runDuckdbTests between runs of the same data', () => {
  const basic = problems.find((problem) => problem.id === 'select-engineering-employees');
  /** What a run sees: every row of the table and every object in the catalogue. */
  const STATE_PROBES = [
    'SELECT * FROM employees ORDER BY id',
    "SELECT database_name, schema_name, table_name, column_count FROM duckdb_tables() WHERE database_name <> 'system' ORDER BY ALL",
    'SELECT database_name, view_name FROM duckdb_views() WHERE NOT internal ORDER BY ALL',
    'SELECT database_name, index_name FROM duckdb_indexes() ORDER BY ALL',
    'SELECT database_name, sequence_name FROM duckdb_sequences() ORDER BY ALL',
    'SELECT database_name FROM duckdb_databases() ORDER BY ALL',
  ];

  function problem(): SqlProblem {
    if (!basic) throw new Error('select-engineering-employees is not marked for DuckDB');
    return basic;
  }

  function seenByNextRun(): string {
    return JSON.stringify(
      STATE_PROBES.map((code) => {
        const result = runDuckdbTests(runtime, { problem: problem(), code, mode: 'run' });
        return result.tests[0]?.sql?.actual ?? result.tests[0]?.error;
      }),
    );
  }

  /** Counts the statements DuckDB is asked to run, to tell a reused data set from a reload. */
  function countingRuntime(): { runtime: DuckdbRuntime; statements: string[] } {
    const statements: string[] = [];
    return {
      statements,
      runtime: {
        query: (sql) => {
          statements.push(sql);
          return runtime.query(sql);
        },
      },
    };
  }

  it.each([
    [
      'creates, alters, updates, inserts and deletes',
      "CREATE TABLE extra AS SELECT 1 AS x; ALTER TABLE employees ADD COLUMN bonus INTEGER; UPDATE employees SET salary = 0, bonus = 1; DELETE FROM employees WHERE department = 'Engineering'; INSERT INTO employees VALUES (9, 'Zed', 'Engineering', 1, 2); SELECT * FROM employees",
    ],
    [
      'creates temporary tables, views, indexes, sequences and macros',
      "CREATE TEMP TABLE t AS SELECT 1 AS y; CREATE VIEW engineers AS SELECT * FROM employees; CREATE INDEX by_name ON employees (name); CREATE SEQUENCE ids; CREATE MACRO twice(a) AS a * 2; SELECT nextval('ids'), twice(2)",
    ],
    ['drops and renames', 'ALTER TABLE employees RENAME TO staff; DROP TABLE staff; SELECT 1 AS x'],
    ['truncates', 'TRUNCATE employees; SELECT count(*) AS n FROM employees'],
    ['commits its own change', 'DELETE FROM employees; COMMIT; SELECT 1 AS x'],
    ['opens and commits a transaction', 'BEGIN; DROP TABLE employees; COMMIT; SELECT 1 AS x'],
    ['changes the data, then fails', 'DELETE FROM employees; SELECT nme FROM employees'],
    ['attaches and switches databases', "ATTACH ':memory:' AS other; USE other; SELECT 1 AS x"],
  ])('shows the next run the original data after a run that %s', (_what, code) => {
    const before = seenByNextRun();
    runDuckdbTests(runtime, { problem: problem(), code, mode: 'run' });
    expect(seenByNextRun()).toBe(before);
    expect(
      runDuckdbTests(runtime, { problem: problem(), code: problem().solution, mode: 'submit' })
        .status,
    ).toBe('passed');
  });

  it('loads a data set once for repeated runs and grades them the same', () => {
    const counting = countingRuntime();
    const first = runDuckdbTests(counting.runtime, {
      problem: problem(),
      code: problem().solution,
      mode: 'run',
    });
    counting.statements.length = 0;
    const again = runDuckdbTests(counting.runtime, {
      problem: problem(),
      code: problem().solution,
      mode: 'run',
    });
    expect(counting.statements.some((sql) => /^\s*(ATTACH|INSERT|CREATE)/i.test(sql))).toBe(false);
    expect(again.status).toBe('passed');
    expect(again.tests.map(({ timeMs: _t, ...test }) => test)).toEqual(
      first.tests.map(({ timeMs: _t, ...test }) => test),
    );
  });

  it('reads an error the same way on a kept data set as on a fresh one', () => {
    runDuckdbTests(runtime, { problem: problem(), code: problem().solution, mode: 'run' });
    const result = runDuckdbTests(runtime, {
      problem: problem(),
      code: 'CREATE TABLE t (x INTEGER PRIMARY KEY); INSERT INTO t VALUES (1), (1)',
      mode: 'run',
    });
    expect(result.status).toBe('error');
    expect(result.tests[0]?.error).toMatch(/duplicate key/i);
  });

  it('runs after an Explain of the same problem', () => {
    runDuckdbTests(runtime, { problem: problem(), code: problem().solution, mode: 'run' });
    explainDuckdbQuery(runtime, problem(), 'DELETE FROM employees; SELECT * FROM employees');
    expect(
      runDuckdbTests(runtime, { problem: problem(), code: problem().solution, mode: 'run' }).status,
    ).toBe('passed');
  });
});
