/**
 * Where the built datasets are served (scripts/content/build-datasets.mjs writes them into
 * public/): an index of summaries (columns, row count, source, licence) and, per dataset, the rows
 * as JSON, CSV text and portable SQL. The browser fetches one only when a screen needs it; the
 * service worker reads them through into its content cache (sw/sw.ts), so they work offline after
 * a visit.
 */
import type { DatasetSummary } from './dataset-schema.ts';

export const DATASET_CONTENT_PREFIX = '/dataset-content/';
export const DATASET_INDEX_PATH = `${DATASET_CONTENT_PREFIX}index.json`;

export interface DatasetIndex {
  datasets: DatasetSummary[];
}

export function isDatasetContentPath(pathname: string): boolean {
  return pathname.startsWith(DATASET_CONTENT_PREFIX);
}

/** `json` rows (Python: list of dicts), `csv` text, or `sql` (CREATE TABLE + INSERTs). */
export function datasetFilePath(id: string, format: 'json' | 'csv' | 'sql'): string {
  return `${DATASET_CONTENT_PREFIX}${encodeURIComponent(id)}.${format}`;
}
