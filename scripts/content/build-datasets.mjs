/**
 * Builds the datasets from content/datasets/ (content/README.md, "Datasets"): reads each
 * `<id>/dataset.json`, validates it (common/datasets/dataset-schema.ts), reads its file from the
 * installed npm package (vega-datasets, a build-time dependency only), keeps and types the rows
 * (common/datasets/shape-dataset-rows.ts) and writes into public/dataset-content/ (not committed,
 * served and copied into dist/ by Vite; common/datasets/dataset-content-paths.ts):
 *
 * - index.json: `{ datasets: [summary] }` (columns, row count, source, licence; no rows);
 * - <id>.json: the summary and `rows` (arrays in column order);
 * - <id>.csv: the same rows as CSV text (Python's csv.DictReader);
 * - <id>.sql: CREATE TABLE + INSERTs that load into sql.js and PostgreSQL alike.
 *
 * `loadDatasets()` reads, validates and shapes them without writing anything: the one mechanism
 * behind `-- @dataset <id>` in capstone milestones (build-capstones.mjs) and in practice problems
 * (build-problems.mjs). `buildDatasets()` also writes the files and returns the same map.
 *
 *   node scripts/content/build-datasets.mjs
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const DATASET_CONTENT_DIR = path.join(ROOT, 'content/datasets');
export const DATASET_OUT_DIR = path.join(ROOT, 'public/dataset-content');
const PACKAGE_DATA_DIR = path.join(ROOT, 'node_modules/vega-datasets/data');

async function importTs(relative) {
  const { register } = await import('tsx/esm/api');
  register();
  return import(pathToFileURL(path.join(ROOT, relative)).href);
}

/** RFC 4180 CSV (quoted fields, doubled quotes) into objects keyed by the header row. */
export function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      field = '';
      if (row.length > 1 || row[0] !== '') rows.push(row);
      row = [];
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  const [header = [], ...body] = rows;
  return body.map((values) => Object.fromEntries(header.map((name, i) => [name, values[i] ?? ''])));
}

function readRecords(file) {
  const text = readFileSync(path.join(PACKAGE_DATA_DIR, file), 'utf8');
  return file.endsWith('.csv') ? parseCsv(text) : JSON.parse(text);
}

/** Dependencies first (`keepWhere.inDataset`), so a filter reads an already built dataset. */
function orderByDependency(definitions, fail) {
  const byId = new Map(definitions.map((definition) => [definition.id, definition]));
  const ordered = [];
  const visiting = new Set();
  const visit = (definition) => {
    if (ordered.includes(definition)) return;
    if (visiting.has(definition.id)) {
      fail(`content/datasets/${definition.id}/dataset.json: keepWhere forms a cycle`);
      return;
    }
    visiting.add(definition.id);
    const dependency = definition.keepWhere?.inDataset;
    if (dependency) {
      const other = byId.get(dependency);
      if (other) visit(other);
      else
        fail(
          `content/datasets/${definition.id}/dataset.json: keepWhere names "${dependency}", which does not exist`,
        );
    }
    ordered.push(definition);
  };
  definitions.forEach(visit);
  return ordered;
}

/**
 * Every dataset, validated and shaped: a Map id → { definition, rows }, dependencies first. Throws
 * naming every bad file. Writes nothing.
 */
export async function loadDatasets({ contentDir = DATASET_CONTENT_DIR } = {}) {
  const [{ datasetDefinitionSchema }, { shapeDatasetRows }] = await Promise.all([
    importTs('common/datasets/dataset-schema.ts'),
    importTs('common/datasets/shape-dataset-rows.ts'),
  ]);
  const problems = [];
  const fail = (message) => problems.push(message);
  const definitions = [];
  for (const entry of readdirSync(contentDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const where = `content/datasets/${entry.name}/dataset.json`;
    let raw;
    try {
      raw = JSON.parse(readFileSync(path.join(contentDir, entry.name, 'dataset.json'), 'utf8'));
    } catch (error) {
      fail(`${where}: ${error.message}`);
      continue;
    }
    const parsed = datasetDefinitionSchema.safeParse(raw);
    if (!parsed.success) {
      fail(
        `${where}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
      );
      continue;
    }
    if (parsed.data.id !== entry.name)
      fail(`${where}: id "${parsed.data.id}" differs from its folder`);
    definitions.push(parsed.data);
  }
  const built = new Map();
  for (const definition of orderByDependency(definitions, fail)) {
    const where = `content/datasets/${definition.id}/dataset.json`;
    let records;
    try {
      records = readRecords(definition.file);
    } catch (error) {
      fail(`${where}: cannot read vega-datasets/data/${definition.file}: ${error.message}`);
      continue;
    }
    const first = records[0] ?? {};
    for (const column of definition.columns) {
      if (column.from && !(column.from in first)) {
        fail(
          `${where}: column "${column.name}" reads "${column.from}", which the file does not have`,
        );
      }
    }
    let keepValues;
    if (definition.keepWhere) {
      const other = built.get(definition.keepWhere.inDataset);
      if (!other) continue;
      const indexes = definition.keepWhere.columns.map((name) =>
        other.definition.columns.findIndex((column) => column.name === name),
      );
      if (indexes.some((index) => index < 0)) {
        fail(
          `${where}: keepWhere.columns are not all columns of "${definition.keepWhere.inDataset}"`,
        );
        continue;
      }
      keepValues = new Set(other.rows.flatMap((row) => indexes.map((index) => row[index])));
    }
    const rows = shapeDatasetRows(definition, records, keepValues);
    if (rows.length === 0) fail(`${where}: keeps no rows`);
    built.set(definition.id, { definition, rows });
  }
  if (problems.length > 0) {
    throw new Error(`The dataset files are invalid:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  }
  return built;
}

export async function buildDatasets({
  contentDir = DATASET_CONTENT_DIR,
  outDir = DATASET_OUT_DIR,
} = {}) {
  const built = await loadDatasets({ contentDir });
  const [{ datasetCreateTableSql, datasetInsertSql }, { datasetToCsv }] = await Promise.all([
    importTs('common/datasets/dataset-to-sql.ts'),
    importTs('common/datasets/dataset-to-records.ts'),
  ]);

  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const summaries = [];
  for (const { definition, rows } of [...built.values()].sort((a, b) =>
    a.definition.id < b.definition.id ? -1 : 1,
  )) {
    const summary = {
      id: definition.id,
      title: definition.title,
      description: definition.description,
      source: definition.source,
      license: definition.license,
      table: definition.table,
      columns: definition.columns.map(({ name, type, description }) => ({
        name,
        type,
        description,
      })),
      rowCount: rows.length,
    };
    summaries.push(summary);
    writeFileSync(path.join(outDir, `${definition.id}.json`), JSON.stringify({ ...summary, rows }));
    writeFileSync(
      path.join(outDir, `${definition.id}.csv`),
      datasetToCsv({ columns: summary.columns, rows }),
    );
    writeFileSync(
      path.join(outDir, `${definition.id}.sql`),
      datasetCreateTableSql(definition) + datasetInsertSql(definition, rows),
    );
  }
  writeFileSync(path.join(outDir, 'index.json'), JSON.stringify({ datasets: summaries }));
  return built;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const built = await buildDatasets();
    console.log(`Datasets: ${built.size} built into public/dataset-content/`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
