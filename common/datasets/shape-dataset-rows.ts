/**
 * A dataset's kept rows from its source records (build time, pure): filtered by `keepWhere`,
 * trimmed to `rowLimit` in file order, each value converted to its declared type. A value that
 * does not fit its type becomes NULL (sources have gaps; "n/a" is not a number).
 */
import type { DatasetColumnType, DatasetDefinition, DatasetValue } from './dataset-schema.ts';

const pad = (value: number) => String(value).padStart(2, '0');

/** Source dates come as "2001/01/01 06:55", "Jan 1 2000" or ISO; all become ISO text. */
function toDateParts(raw: string): Date | null {
  const iso = /^(\d{4})[-/](\d{2})[-/](\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(
    raw.trim(),
  );
  if (iso) {
    const [, y, m, d, hh = '0', mm = '0', ss = '0'] = iso;
    return new Date(Date.UTC(+y!, +m! - 1, +d!, +hh, +mm, +ss));
  }
  const parsed = Date.parse(`${raw.trim()} UTC`);
  return Number.isNaN(parsed) ? null : new Date(parsed);
}

export function convertDatasetValue(raw: unknown, type: DatasetColumnType): DatasetValue {
  if (raw === null || raw === undefined || raw === '') return null;
  switch (type) {
    case 'integer':
    case 'real': {
      const value = typeof raw === 'number' ? raw : Number(String(raw).trim());
      if (!Number.isFinite(value)) return null;
      return type === 'integer' ? Math.round(value) : value;
    }
    case 'text':
      return String(raw);
    case 'date':
    case 'timestamp': {
      const date = toDateParts(String(raw));
      if (!date) return null;
      const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
      return type === 'date'
        ? day
        : `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
    }
  }
}

/**
 * `records` are the source file's objects; `keepValues` the values another dataset holds in the
 * columns `keepWhere` names (the caller builds that dataset first).
 */
export function shapeDatasetRows(
  definition: DatasetDefinition,
  records: ReadonlyArray<Record<string, unknown>>,
  keepValues?: ReadonlySet<DatasetValue>,
): DatasetValue[][] {
  const rows: DatasetValue[][] = [];
  for (const record of records) {
    if (rows.length >= definition.rowLimit) break;
    const row = definition.columns.map((column) =>
      column.generated === 'row_number'
        ? rows.length + 1
        : convertDatasetValue(record[column.from ?? ''], column.type),
    );
    if (definition.keepWhere && keepValues) {
      const at = definition.columns.findIndex((c) => c.name === definition.keepWhere?.column);
      if (!keepValues.has(row[at] ?? null)) continue;
    }
    rows.push(row);
  }
  return rows;
}
