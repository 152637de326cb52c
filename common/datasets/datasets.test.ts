/**
 * The datasets mechanism: every content/datasets/ file parses with the schema and records a
 * source and licence; the built files (public/dataset-content/, written by the capstone build in
 * vitest's global setup) hold at most DATASET_MAX_ROWS rows of the declared columns; the built
 * SQL loads unchanged into sql.js and into PostgreSQL (PGlite) with every row; the CSV and records
 * agree with the rows; and the row shaping converts types and filters as declared.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import initSqlJs from 'sql.js';
import { describe, expect, it } from 'vitest';
import { datasetFilePath, DATASET_INDEX_PATH } from './dataset-content-paths.ts';
import {
  builtDatasetSchema,
  DATASET_MAX_ROWS,
  datasetDefinitionSchema,
  type DatasetDefinition,
} from './dataset-schema.ts';
import { datasetToCsv, datasetToRecords } from './dataset-to-records.ts';
import { datasetCreateTableSql, datasetInsertSql } from './dataset-to-sql.ts';
import { convertDatasetValue, shapeDatasetRows } from './shape-dataset-rows.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CONTENT = path.join(ROOT, 'content/datasets');
const ids = readdirSync(CONTENT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const built = (file: string) => readFileSync(path.join(ROOT, 'public', file), 'utf8');

describe('dataset files', () => {
  it('has the datasets the capstones use, each valid with its own source and licence', () => {
    expect(ids).toEqual(
      expect.arrayContaining(['airports', 'flights', 'movies', 'penguins', 'seattle-weather']),
    );
    for (const id of ids) {
      const definition = datasetDefinitionSchema.parse(
        JSON.parse(readFileSync(path.join(CONTENT, id, 'dataset.json'), 'utf8')),
      );
      expect(definition.id).toBe(id);
      expect(definition.license.title, id).not.toMatch(/^BSD/);
      expect(definition.source.url, id).toMatch(/^https:\/\//);
    }
  });

  it('lists every dataset in the built index with its columns and row count', () => {
    const index = JSON.parse(built(DATASET_INDEX_PATH)) as { datasets: Array<{ id: string }> };
    expect(index.datasets.map((dataset) => dataset.id)).toEqual(ids);
  });

  describe.each(ids)('%s', (id) => {
    const dataset = builtDatasetSchema.parse(JSON.parse(built(datasetFilePath(id, 'json'))));

    it('keeps at most the row limit, every row as wide as the columns', () => {
      expect(dataset.rowCount).toBe(dataset.rows.length);
      expect(dataset.rows.length).toBeGreaterThan(0);
      expect(dataset.rows.length).toBeLessThanOrEqual(DATASET_MAX_ROWS);
      for (const row of dataset.rows) expect(row).toHaveLength(dataset.columns.length);
    });

    it('loads every row into sql.js and into PostgreSQL from the same SQL', async () => {
      const sql = built(datasetFilePath(id, 'sql'));
      const SQL = await initSqlJs();
      const sqlite = new SQL.Database();
      sqlite.run(sql);
      expect(sqlite.exec(`SELECT COUNT(*) FROM ${dataset.table}`)[0]?.values[0]?.[0]).toBe(
        dataset.rowCount,
      );
      sqlite.close();
      const pg = new PGlite();
      try {
        await pg.exec(sql);
        const { rows } = await pg.query<{ n: number }>(
          `SELECT COUNT(*)::int AS n FROM ${dataset.table}`,
        );
        expect(rows[0]?.n).toBe(dataset.rowCount);
      } finally {
        await pg.close();
      }
    }, 60_000);

    it('gives Python the same rows as records and as CSV', () => {
      const records = datasetToRecords(dataset);
      expect(records).toHaveLength(dataset.rowCount);
      expect(Object.keys(records[0] ?? {})).toEqual(dataset.columns.map((c) => c.name));
      expect(built(datasetFilePath(id, 'csv'))).toBe(datasetToCsv(dataset));
    });
  });
});

describe('shaping rows', () => {
  const definition: DatasetDefinition = datasetDefinitionSchema.parse({
    id: 'sample',
    title: 'Sample',
    description: 'A small dataset for the unit test.',
    package: 'vega-datasets',
    file: 'sample.json',
    source: { title: 'Somewhere', url: 'https://example.org/' },
    license: { title: 'CC0 1.0', url: 'https://example.org/cc0' },
    table: 'sample',
    rowLimit: 2,
    keepWhere: { column: 'code', inDataset: 'other', columns: ['code'] },
    columns: [
      { name: 'row_id', type: 'integer', generated: 'row_number', description: 'Row' },
      { name: 'code', type: 'text', from: 'Code', description: 'Code' },
      { name: 'day', type: 'date', from: 'Date', description: 'Day' },
      { name: 'amount', type: 'real', from: 'Amount', description: 'Amount' },
    ],
  });

  it('converts types, filters by another dataset and stops at the row limit', () => {
    const rows = shapeDatasetRows(
      definition,
      [
        { Code: 'A', Date: 'Jun 12 1998', Amount: '1.5' },
        { Code: 'Z', Date: '2001/01/02', Amount: 2 },
        { Code: "B'C", Date: '2001/01/03 06:55', Amount: 'n/a' },
        { Code: 'A', Date: '', Amount: null },
      ],
      new Set(['A', "B'C"]),
    );
    expect(rows).toEqual([
      [1, 'A', '1998-06-12', 1.5],
      [2, "B'C", '2001-01-03', null],
    ]);
    expect(datasetInsertSql(definition, rows)).toContain("'B''C'");
    expect(datasetCreateTableSql(definition)).toContain('amount DOUBLE PRECISION');
  });

  it('reads timestamps and integers', () => {
    expect(convertDatasetValue('2001/01/01 06:55', 'timestamp')).toBe('2001-01-01 06:55:00');
    expect(convertDatasetValue('12.6', 'integer')).toBe(13);
    expect(convertDatasetValue('not a date', 'date')).toBeNull();
  });

  it('refuses a column with both a source field and a generator, and rows above the limit', () => {
    const bad = {
      ...definition,
      rowLimit: DATASET_MAX_ROWS + 1,
      columns: [{ name: 'x', type: 'text', from: 'X', generated: 'row_number', description: 'X' }],
    };
    const result = datasetDefinitionSchema.safeParse(bad);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(
      expect.arrayContaining(['rowLimit', 'columns.0']),
    );
  });
});
