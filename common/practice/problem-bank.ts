/**
 * The whole problem bank for Node (tests, scripts, benchmarks), wrong solutions included: every
 * problem read from content/problems/ (common/practice/problem-files.ts), with the expected
 * values the build computed (public/practice-content/, written by
 * scripts/content/build-problems.mjs, which `npm run build`, `npm run dev` and vitest run first;
 * when those files are missing or out of date, e.g. Playwright collecting specs in a fresh clone,
 * this module runs the build itself, once).
 * Never imported by the client: the browser loads the built index and one problem at a time,
 * without wrong solutions (problem-content-paths.ts).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { datasetFilePath } from '../datasets/dataset-content-paths.ts';
import { builtDatasetSchema } from '../datasets/dataset-schema.ts';
import { expandProblemDatasets, type DatasetRows } from '../datasets/expand-problem-datasets.ts';
import { listProblemDatasets } from '../datasets/list-problem-datasets.ts';
import { practiceProblemPath } from './problem-content-paths.ts';
import { readProblemContent } from './problem-files.ts';
import { problemSchema, type Problem } from './problem-schema.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PROBLEM_CONTENT_DIR = path.join(ROOT, 'content/problems');
const BUILT_DIR = path.join(ROOT, 'public');

function readFolder(root: string): Array<{ path: string; text: string }> {
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

class BuildNeededError extends Error {}

function builtProblem(id: string): Problem {
  const file = path.join(BUILT_DIR, practiceProblemPath(id));
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Problem;
  } catch (error) {
    throw new BuildNeededError(
      `${path.relative(ROOT, file)} is missing: run node scripts/content/build-problems.mjs`,
      { cause: error },
    );
  }
}

/** What identifies a test in the files: its arguments (Python) or its name and data (SQL). */
function testKey(test: object): string {
  const { args, name, seed } = test as { args?: unknown; name?: unknown; seed?: unknown };
  return JSON.stringify([args, name, seed]);
}

/** A built dataset (public/dataset-content/<id>.json) as the `-- @dataset` expansion reads it. */
function builtDataset(id: string): DatasetRows {
  const file = path.join(BUILT_DIR, datasetFilePath(id, 'json'));
  try {
    const { table, columns, rows } = builtDatasetSchema.parse(
      JSON.parse(readFileSync(file, 'utf8')),
    );
    return { definition: { table, columns }, rows };
  } catch (error) {
    throw new BuildNeededError(
      `${path.relative(ROOT, file)} is missing: run node scripts/content/build-capstones.mjs`,
      { cause: error },
    );
  }
}

/** A SQL problem's `-- @dataset` lines expanded, as the browser's loader does. */
function withDatasets(problem: Problem): Problem {
  if (problem.language !== 'sql') return problem;
  const ids = listProblemDatasets(problem);
  if (ids.length === 0) return problem;
  return expandProblemDatasets(problem, new Map(ids.map((id) => [id, builtDataset(id)])));
}

function loadProblemBank(): Problem[] {
  return readProblemContent(readFolder(PROBLEM_CONTENT_DIR)).map(({ dir, input }) => {
    const built = builtProblem(input.id);
    const builtTests: Array<{ expected: unknown }> = built.tests;
    const tests = input.tests.map((test, index) => {
      const computed = builtTests[index];
      if (
        !computed ||
        built.language !== input.language ||
        builtTests.length !== input.tests.length ||
        testKey(computed) !== testKey(test)
      ) {
        throw new BuildNeededError(
          `${dir}: the built problem is out of date: run node scripts/content/build-problems.mjs`,
        );
      }
      return { ...test, expected: computed.expected };
    });
    return withDatasets(problemSchema.parse({ ...input, tests }));
  });
}

/** Missing or out-of-date built files (a fresh clone, an edited problem) are built first, once. */
function loadOrBuildProblemBank(): Problem[] {
  try {
    return loadProblemBank();
  } catch (error) {
    if (!(error instanceof BuildNeededError)) throw error;
    for (const script of ['build-problems.mjs', 'build-capstones.mjs']) {
      const build = spawnSync(process.execPath, [`scripts/content/${script}`], {
        cwd: ROOT,
        encoding: 'utf8',
      });
      if (build.status !== 0) {
        throw new Error(`The practice problems do not build:\n${build.stderr}`, { cause: error });
      }
    }
    return loadProblemBank();
  }
}

export const problemBank: readonly Problem[] = loadOrBuildProblemBank();
