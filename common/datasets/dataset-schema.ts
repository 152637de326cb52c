/**
 * Real public datasets as content (content/README.md, "Datasets"): each `content/datasets/<id>/
 * dataset.json` names a file of an npm package installed at build time (today `vega-datasets`),
 * its upstream source and licence, how many rows to keep and the declared columns. The build
 * (scripts/content/build-datasets.mjs) validates it with this schema, trims and types the rows
 * (shape-dataset-rows.ts) and writes what the browser loads on demand (dataset-content-paths.ts):
 * the rows as JSON (Python: a list of dicts), CSV text, and portable SQL that loads into sql.js
 * and PostgreSQL alike.
 */
import { z } from 'zod';

/** Most rows a dataset keeps: enough to be real, small enough to load on a phone in a worker. */
export const DATASET_MAX_ROWS = 2_000;

/**
 * Column types, each with one SQL type both SQLite and PostgreSQL accept: `integer` BIGINT (box
 * office grosses pass 2^31), `real` DOUBLE PRECISION, `text` TEXT, `date` DATE (ISO `YYYY-MM-DD`
 * text), `timestamp` TIMESTAMP (ISO `YYYY-MM-DD HH:MM:SS` text; SQLite keeps both as text, so
 * comparisons and `substr` work the same).
 */
export const DATASET_COLUMN_TYPES = ['integer', 'real', 'text', 'date', 'timestamp'] as const;
export type DatasetColumnType = (typeof DATASET_COLUMN_TYPES)[number];

const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Lower-case SQL identifiers only: the same name in every engine without quoting. */
const SQL_IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

export const datasetColumnSchema = z.object({
  name: z.string().regex(SQL_IDENTIFIER, 'Column names are lower-case SQL identifiers'),
  type: z.enum(DATASET_COLUMN_TYPES),
  /** The field in the source file; absent for a generated row number (`generated`). */
  from: z.string().min(1).optional(),
  /** `row_number`: 1, 2, 3… in the kept order (a stable key for incremental loads). */
  generated: z.literal('row_number').optional(),
  description: z.string().min(3).max(200),
});
export type DatasetColumn = z.infer<typeof datasetColumnSchema>;

const linkSchema = z.object({ title: z.string().min(2), url: z.url() });

export const datasetDefinitionSchema = z
  .object({
    id: z.string().regex(ID_PATTERN, 'Dataset ids are kebab-case'),
    title: z.string().min(3).max(80),
    description: z.string().min(20).max(600),
    /** The npm package and the file inside it (`data/<file>`), read at build time only. */
    package: z.literal('vega-datasets'),
    file: z.string().regex(/^[\w.-]+\.(csv|json)$/),
    /** Where the data comes from upstream, and its terms (not the package's BSD-3-Clause). */
    source: linkSchema,
    license: linkSchema,
    /** The SQL table (and Python variable) name. */
    table: z.string().regex(SQL_IDENTIFIER),
    /** Rows kept, in file order, after `keepWhere`. */
    rowLimit: z.number().int().min(1).max(DATASET_MAX_ROWS),
    /** Keep only rows whose `column` appears in another dataset's `columns` (e.g. used airports). */
    keepWhere: z
      .object({
        column: z.string(),
        inDataset: z.string().regex(ID_PATTERN),
        columns: z.array(z.string()).min(1),
      })
      .optional(),
    columns: z.array(datasetColumnSchema).min(1),
  })
  .superRefine((dataset, context) => {
    const names = new Set<string>();
    dataset.columns.forEach((column, index) => {
      if (names.has(column.name)) {
        context.addIssue({ code: 'custom', path: ['columns', index], message: 'Repeated name' });
      }
      names.add(column.name);
      if (Boolean(column.from) === Boolean(column.generated)) {
        context.addIssue({
          code: 'custom',
          path: ['columns', index],
          message: 'A column has either "from" (a source field) or "generated"',
        });
      }
    });
    if (dataset.keepWhere && !names.has(dataset.keepWhere.column)) {
      context.addIssue({
        code: 'custom',
        path: ['keepWhere', 'column'],
        message: `"${dataset.keepWhere.column}" is not a declared column`,
      });
    }
  });
export type DatasetDefinition = z.infer<typeof datasetDefinitionSchema>;

export type DatasetValue = string | number | null;

/** What lists and screens need of a dataset: everything but the rows. */
export const datasetSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  source: linkSchema,
  license: linkSchema,
  table: z.string(),
  columns: z.array(datasetColumnSchema.pick({ name: true, type: true, description: true })),
  rowCount: z.number().int().min(0),
});
export type DatasetSummary = z.infer<typeof datasetSummarySchema>;

/** A built dataset file: the summary and the rows, each an array in column order. */
export const builtDatasetSchema = datasetSummarySchema.extend({
  rows: z.array(z.array(z.union([z.string(), z.number(), z.null()]))),
});
export type BuiltDataset = z.infer<typeof builtDatasetSchema>;
