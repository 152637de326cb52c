/**
 * The whole problem bank for Node (tests, scripts, benchmarks), wrong solutions included: every
 * problem read from content/problems/ (common/practice/problem-files.ts), with the Python expected
 * values the build computed (public/practice-content/, written by
 * scripts/content/build-problems.mjs, which `npm run build`, `npm run dev` and vitest run first).
 * Never imported by the client: the browser loads the built index and one problem at a time,
 * without wrong solutions (problem-content-paths.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

function builtProblem(id: string): Problem {
  const file = path.join(BUILT_DIR, practiceProblemPath(id));
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Problem;
  } catch {
    throw new Error(
      `${path.relative(ROOT, file)} is missing: run node scripts/content/build-problems.mjs`,
    );
  }
}

function loadProblemBank(): Problem[] {
  return readProblemContent(readFolder(PROBLEM_CONTENT_DIR)).map(({ dir, input }) => {
    if (input.language === 'sql') return problemSchema.parse(input);
    const built = builtProblem(input.id);
    if (built.language !== 'python') throw new Error(`${dir}: built as ${built.language}`);
    const tests = input.tests.map((test, index) => {
      const expected = built.tests[index];
      const stale =
        built.tests.length !== input.tests.length ||
        JSON.stringify(expected?.args) !== JSON.stringify(test.args);
      if (stale || !expected) {
        throw new Error(
          `${dir}: the built problem is out of date: run node scripts/content/build-problems.mjs`,
        );
      }
      return { ...test, expected: expected.expected };
    });
    return problemSchema.parse({ ...input, tests });
  });
}

export const problemBank: readonly Problem[] = loadProblemBank();
