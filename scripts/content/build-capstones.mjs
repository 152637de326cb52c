/**
 * Builds the capstones from content/capstones/ (content/README.md, "Capstones"), after the
 * datasets they use (build-datasets.mjs): validates every capstone and milestone (common/
 * capstones/capstone-files.ts, the practice problem schema), expands `-- @dataset <id>` lines of
 * milestone SQL into the dataset's CREATE TABLE (schema.sql) or rows (seed.sql, test seeds),
 * computes every test's expected value by running the reference with the browser's graders (the
 * practice build's functions), and writes into public/capstone-content/ (not committed;
 * common/capstones/capstone-content-paths.ts):
 *
 * - index.json: `{ capstones: [capstone] }` (common/capstones/capstone-schema.ts);
 * - milestones/<problem-id>.json: the milestone as a practice problem, without wrong solutions.
 *
 * Milestones never enter public/practice-content/index.json, so they stay out of the practice
 * list; their ids must not collide with practice problems (attempts are keyed by problem id).
 * Skips the work when nothing it reads changed (fingerprint in the output folder).
 *
 *   node scripts/content/build-capstones.mjs [--force]   # run by npm run build, dev and vitest
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildDatasets, DATASET_CONTENT_DIR } from './build-datasets.mjs';
import {
  computePythonExpectations,
  computeSqlExpectations,
  PROBLEM_CONTENT_DIR,
  readFolder,
} from './build-problems.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const CAPSTONE_CONTENT_DIR = path.join(ROOT, 'content/capstones');
export const CAPSTONE_OUT_DIR = path.join(ROOT, 'public/capstone-content');
const FINGERPRINT = '.fingerprint';
const CODE_INPUTS = [
  'common/capstones/capstone-schema.ts',
  'common/capstones/capstone-files.ts',
  'common/practice/problem-schema.ts',
  'common/practice/problem-files.ts',
  'common/practice/python/python-harness-source.ts',
  'common/practice/python/run-python-tests.ts',
  'common/practice/sql/run-sql-tests.ts',
  'common/datasets/dataset-schema.ts',
  'common/datasets/shape-dataset-rows.ts',
  'common/datasets/dataset-to-sql.ts',
  'common/datasets/dataset-to-records.ts',
  'node_modules/vega-datasets/package.json',
  'scripts/content/build-datasets.mjs',
  'scripts/content/build-capstones.mjs',
];

async function importTs(relative) {
  const { register } = await import('tsx/esm/api');
  register();
  return import(pathToFileURL(path.join(ROOT, relative)).href);
}

function fingerprintOf() {
  const hash = createHash('sha256');
  for (const root of [CAPSTONE_CONTENT_DIR, DATASET_CONTENT_DIR]) {
    for (const file of readFolder(root)) hash.update(`${root}\0${file.path}\0${file.text}\0`);
  }
  for (const input of CODE_INPUTS) hash.update(`${input}\0${readFileSync(path.join(ROOT, input))}`);
  return hash.digest('hex');
}

export async function buildCapstoneContent({ force = false } = {}) {
  const stamp = path.join(CAPSTONE_OUT_DIR, FINGERPRINT);
  const fingerprint = fingerprintOf();
  const datasetsBuilt = existsSync(path.join(ROOT, 'public/dataset-content/index.json'));
  if (
    !force &&
    datasetsBuilt &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8').trim() === fingerprint
  ) {
    return { built: false };
  }
  const datasets = await buildDatasets();
  const [
    { readCapstoneContent, expandDatasetLines, CapstoneContentError },
    { problemSchema },
    { datasetCreateTableSql, datasetInsertSql },
  ] = await Promise.all([
    importTs('common/capstones/capstone-files.ts'),
    importTs('common/practice/problem-schema.ts'),
    importTs('common/datasets/dataset-to-sql.ts'),
  ]);
  const problems = [];
  const fail = (message) => problems.push(message);
  let drafts;
  try {
    drafts = readCapstoneContent(readFolder(CAPSTONE_CONTENT_DIR));
  } catch (error) {
    if (!(error instanceof CapstoneContentError)) throw error;
    throw new CapstoneContentError(error.problems.map((p) => `content/capstones/${p}`));
  }
  const practiceIds = new Set(
    ['python', 'sql'].flatMap((language) =>
      readdirSync(path.join(PROBLEM_CONTENT_DIR, language), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name),
    ),
  );
  const milestones = [];
  for (const draft of drafts) {
    const where = `content/capstones/${draft.dir}`;
    for (const id of draft.capstone.datasets) {
      if (!datasets.has(id)) fail(`${where}/capstone.md: dataset "${id}" does not exist`);
    }
    for (const milestone of draft.milestones) {
      const problem = milestone.input;
      const at = `${where}/milestones/${milestone.dir}`;
      if (practiceIds.has(problem.id)) fail(`${at}: id "${problem.id}" is a practice problem's`);
      if (problem.language !== 'sql') {
        milestones.push({ ...milestone, dir: at });
        continue;
      }
      const expand = (kind) => (id) => {
        const dataset = datasets.get(id);
        if (!dataset) {
          fail(`${at}: "-- @dataset ${id}" names no dataset`);
          return '';
        }
        if (!draft.capstone.datasets.includes(id)) {
          fail(`${at}: uses dataset "${id}", which capstone.md does not list`);
        }
        return kind === 'schema'
          ? datasetCreateTableSql(dataset.definition)
          : datasetInsertSql(dataset.definition, dataset.rows);
      };
      problem.schema = expandDatasetLines(problem.schema, expand('schema'));
      problem.seed = expandDatasetLines(problem.seed, expand('rows'));
      problem.tests = problem.tests.map((test) =>
        test.seed === undefined
          ? test
          : { ...test, seed: expandDatasetLines(test.seed, expand('rows')) },
      );
      milestones.push({ ...milestone, dir: at });
    }
  }
  const absolute = (dir) => path.relative(ROOT, path.join(ROOT, dir));
  await computePythonExpectations(milestones, fail, absolute);
  await computeSqlExpectations(milestones, fail, absolute);
  const built = [];
  for (const milestone of milestones) {
    const parsed = problemSchema.safeParse(milestone.input);
    if (parsed.success) built.push(parsed.data);
    else
      fail(
        `${milestone.dir}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
      );
  }
  if (problems.length > 0) throw new CapstoneContentError(problems);

  rmSync(CAPSTONE_OUT_DIR, { recursive: true, force: true });
  mkdirSync(path.join(CAPSTONE_OUT_DIR, 'milestones'), { recursive: true });
  writeFileSync(
    path.join(CAPSTONE_OUT_DIR, 'index.json'),
    JSON.stringify({ capstones: drafts.map((draft) => draft.capstone) }),
  );
  for (const problem of built) {
    writeFileSync(
      path.join(CAPSTONE_OUT_DIR, 'milestones', `${problem.id}.json`),
      JSON.stringify({ ...problem, wrongSolutions: [] }),
    );
  }
  writeFileSync(stamp, `${fingerprint}\n`);
  return { built: true, capstones: drafts.length, milestones: built };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const result = await buildCapstoneContent({ force: process.argv.includes('--force') });
    console.log(
      result.built
        ? `Capstones: ${result.capstones} capstones, ${result.milestones.length} milestones built into public/capstone-content/`
        : 'Capstones: up to date',
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
