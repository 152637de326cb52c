/**
 * A built dataset as Python sees it: a list of dicts, one per row, keyed by column name (what
 * `json.loads` gives in Pyodide for the rows passed as JSON), or CSV text for `csv.DictReader`.
 */
import type { BuiltDataset, DatasetValue } from './dataset-schema.ts';

export function datasetToRecords(
  dataset: Pick<BuiltDataset, 'columns' | 'rows'>,
): Array<Record<string, DatasetValue>> {
  return dataset.rows.map((row) =>
    Object.fromEntries(dataset.columns.map((column, index) => [column.name, row[index] ?? null])),
  );
}

function csvField(value: DatasetValue): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function datasetToCsv(dataset: Pick<BuiltDataset, 'columns' | 'rows'>): string {
  const lines = [dataset.columns.map((column) => column.name).join(',')];
  for (const row of dataset.rows) lines.push(row.map(csvField).join(','));
  return `${lines.join('\n')}\n`;
}
