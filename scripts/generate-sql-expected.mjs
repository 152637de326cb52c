/**
 * Fills in the expected result of every SQL problem's data sets by running the problem's
 * reference solution in sql.js (the engine the learner's browser uses), and writes the problem
 * files back, so expected results are computed rather than typed by hand. Run after editing a
 * problem (its seeds or solution):
 *
 *   node scripts/generate-sql-expected.mjs [problem-id…]
 *
 * The problem files stay the source of truth and are committed with their data; `npm test`
 * (common/practice/problems/sql-problems.test.ts) then proves the reference passes and every
 * wrong solution fails a hidden test. A data set on which the reference errors stops the script.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { execFileSync } from 'node:child_process';
import initSqlJs from 'sql.js';
import { tsImport } from 'tsx/esm/api';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PROBLEM_DIR = path.join(ROOT, 'common/practice/problems/sql');
const only = new Set(process.argv.slice(2));

const { runLearnerQuery } = await tsImport(
  pathToFileURL(path.join(ROOT, 'common/practice/sql/run-sql-tests.ts')).href,
  import.meta.url,
);
const SQL = await initSqlJs();

/** Serialises a value as TypeScript source: multi-line strings as template literals. */
function toSource(value, indent = '') {
  const inner = `${indent}  `;
  if (value === null) return 'null';
  if (typeof value === 'string') {
    if (value.includes('\n')) {
      return `\`${value.replaceAll('\\', '\\\\').replaceAll('`', '\\`').replaceAll('${', '\\${')}\``;
    }
    return `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    if (value.every((item) => item === null || typeof item !== 'object')) {
      return `[${value.map((item) => toSource(item)).join(', ')}]`;
    }
    return `[\n${value.map((item) => `${inner}${toSource(item, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value).filter(([, item]) => item !== undefined);
  return `{\n${entries
    .map(
      ([key, item]) =>
        `${inner}${/^[A-Za-z_]\w*$/.test(key) ? key : `'${key}'`}: ${toSource(item, inner)},`,
    )
    .join('\n')}\n${indent}}`;
}

function runReference(problem, seed) {
  const db = new SQL.Database();
  try {
    db.run(problem.schema);
    if (seed.trim()) db.run(seed);
    const { result } = runLearnerQuery(db, problem.solution);
    if (!result) throw new Error('the reference returned no result set');
    return result;
  } finally {
    db.close();
  }
}

const written = [];
for (const file of readdirSync(PROBLEM_DIR)
  .filter((name) => name.endsWith('.ts'))
  .sort()) {
  const id = file.replace(/\.ts$/, '');
  if (only.size > 0 && !only.has(id)) continue;
  const filePath = path.join(PROBLEM_DIR, file);
  const { problem } = await tsImport(pathToFileURL(filePath).href, import.meta.url);
  const tests = problem.tests.map((test, index) => {
    try {
      return { ...test, expected: runReference(problem, test.seed ?? problem.seed) };
    } catch (error) {
      throw new Error(`${id}, data set ${index + 1} (${test.name}): ${error.message}`, {
        cause: error,
      });
    }
  });
  const source = `import type { SqlProblemInput } from '../../problem-schema.ts';\n\nexport const problem: SqlProblemInput = ${toSource({ ...problem, tests })};\n`;
  writeFileSync(filePath, source);
  written.push(filePath);
}
if (written.length > 0) {
  execFileSync(path.join(ROOT, 'node_modules/.bin/prettier'), ['--write', ...written], {
    stdio: 'ignore',
  });
}
console.log(`expected results written for ${written.length} SQL problem(s)`);
