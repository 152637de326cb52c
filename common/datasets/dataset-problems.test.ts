/**
 * Practice problems on real datasets (issue 30): at least 20 SQL problems name a dataset with
 * `-- @dataset <id>` (every dataset is used), their hidden data sets are derived from the real rows
 * (each starts from the dataset line), the built problem files keep the short line instead of the
 * rows (one cached dataset file serves them all), and the Node bank the engine tests grade
 * (sql-problems.test.ts in sql.js, postgres-problems.test.ts in PGlite: reference passes, planted
 * wrong solutions fail) sees them expanded. Also the expansion itself.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { problemBank } from '../practice/problem-bank.ts';
import { practiceProblemPath } from '../practice/problem-content-paths.ts';
import { MIN_SQL_HIDDEN_TESTS, type SqlProblem } from '../practice/problem-schema.ts';
import { readProblemContent } from '../practice/problem-files.ts';
import { expandProblemDatasets } from './expand-problem-datasets.ts';
import { listProblemDatasets } from './list-problem-datasets.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MIN_DATASET_PROBLEMS = 20;
/** A built problem file stays small: it names its dataset, it does not carry it. */
const MAX_BUILT_PROBLEM_BYTES = 16_000;

function readFolder(root: string) {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return {
        path: path.relative(root, full).split(path.sep).join('/'),
        text: readFileSync(full, 'utf8'),
      };
    });
}

const datasetIds = readdirSync(path.join(ROOT, 'content/datasets'));
const sources = readProblemContent(readFolder(path.join(ROOT, 'content/problems')))
  .map((draft) => draft.input)
  .filter((input) => input.language === 'sql')
  .map((input) => ({ input, datasets: listProblemDatasets(input as SqlProblem) }))
  .filter(({ datasets }) => datasets.length > 0);

describe('dataset problems', () => {
  it(`has at least ${MIN_DATASET_PROBLEMS}, together using every dataset`, () => {
    expect(sources.length).toBeGreaterThanOrEqual(MIN_DATASET_PROBLEMS);
    expect(new Set(sources.flatMap(({ datasets }) => datasets))).toEqual(new Set(datasetIds));
  });

  it.each(sources.map(({ input, datasets }) => [input.id, input as SqlProblem, datasets] as const))(
    '%s derives its hidden data sets from the dataset and ships without its rows',
    (id, input, datasets) => {
      const hidden = input.tests.filter((test) => test.hidden !== false);
      expect(hidden.length).toBeGreaterThanOrEqual(MIN_SQL_HIDDEN_TESTS);
      for (const test of hidden)
        expect(test.seed ?? input.seed, test.name).toMatch(/^-- @dataset /);
      const file = readFileSync(path.join(ROOT, 'public', practiceProblemPath(id)), 'utf8');
      expect(file.length).toBeLessThan(MAX_BUILT_PROBLEM_BYTES);
      // The dataset's own INSERTs put one row per line; a data set's few planted rows are inline.
      expect(file).not.toMatch(/VALUES\\n\(/);
      const graded = problemBank.find((problem) => problem.id === id) as SqlProblem;
      expect(graded.schema).toContain('CREATE TABLE');
      for (const dataset of datasets)
        expect(JSON.parse(file).schema).toContain(`-- @dataset ${dataset}`);
      for (const test of graded.tests) expect(test.seed ?? graded.seed).toContain('INSERT INTO');
    },
  );
});

describe('expanding dataset lines', () => {
  const datasets = new Map([
    [
      'tiny',
      {
        definition: {
          table: 'tiny',
          columns: [{ name: 'n', type: 'integer' as const, description: 'A number' }],
        },
        rows: [[1], [2]],
      },
    ],
  ]);

  it('puts the table in the schema and the rows in the seed, keeping what follows', () => {
    const expanded = expandProblemDatasets(
      {
        schema: '-- @dataset tiny\n',
        seed: '-- @dataset tiny\n',
        tests: [{ seed: '-- @dataset tiny\nDELETE FROM tiny WHERE n = 1;' }, {}],
      },
      datasets,
    );
    expect(expanded.schema).toBe('CREATE TABLE tiny (\n  n BIGINT\n);\n');
    expect(expanded.seed).toBe('INSERT INTO tiny (n) VALUES\n(1),\n(2);\n');
    expect(expanded.tests[0]?.seed).toBe(
      'INSERT INTO tiny (n) VALUES\n(1),\n(2);\n\nDELETE FROM tiny WHERE n = 1;',
    );
    expect(expanded.tests[1]).toEqual({});
  });

  it('refuses a dataset that does not exist, and lists each dataset once', () => {
    const problem = { schema: '-- @dataset nope', seed: '', tests: [{ seed: '-- @dataset nope' }] };
    expect(() => expandProblemDatasets(problem, datasets)).toThrow(
      '"-- @dataset nope" names no dataset',
    );
    expect(listProblemDatasets(problem)).toEqual(['nope']);
  });
});
