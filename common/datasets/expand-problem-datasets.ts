/**
 * Replaces every `-- @dataset <id>` line of a SQL problem (content/README.md, "Datasets in
 * problems") with the dataset's SQL: its CREATE TABLE in `schema`, its INSERTs in `seed` and in
 * each data set's `seed`. The files keep the short line (one dataset file, fetched once and cached,
 * serves every problem); the build, the Node problem bank and the browser's problem loader expand
 * it before running anything. A data set may follow the line with its own statements (DELETE,
 * UPDATE, INSERT) to derive a subset or a perturbation of the real rows.
 */
import type { DatasetDefinition, DatasetValue } from './dataset-schema.ts';
import { datasetCreateTableSql, datasetInsertSql } from './dataset-to-sql.ts';
import { DATASET_LINE, type DatasetLines } from './list-problem-datasets.ts';

export interface DatasetRows {
  definition: Pick<DatasetDefinition, 'table' | 'columns'>;
  rows: readonly DatasetValue[][];
}

export function expandProblemDatasets<T extends DatasetLines>(
  problem: T,
  datasets: ReadonlyMap<string, DatasetRows>,
): T {
  const expand = (sql: string, kind: 'schema' | 'rows') =>
    sql.replace(DATASET_LINE, (_line, id: string) => {
      const dataset = datasets.get(id);
      if (!dataset) throw new Error(`"-- @dataset ${id}" names no dataset`);
      return kind === 'schema'
        ? datasetCreateTableSql(dataset.definition)
        : datasetInsertSql(dataset.definition, dataset.rows);
    });
  return {
    ...problem,
    schema: expand(problem.schema, 'schema'),
    seed: expand(problem.seed, 'rows'),
    tests: problem.tests.map((test) =>
      test.seed === undefined ? test : { ...test, seed: expand(test.seed, 'rows') },
    ),
  };
}
