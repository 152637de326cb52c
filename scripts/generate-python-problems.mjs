/**
 * Fills in the expected values of every Python practice problem by running its reference solution
 * in Pyodide with the same harness the browser uses, then rewrites the data file (prettier
 * formatted). Authors write `args` (and `expected: null`) by hand; this script owns `expected`.
 * It also grades every wrong solution and exits non-zero when one passes all hidden tests, so a
 * weak test set is caught before it is committed (`npm test` checks the same again).
 *
 *   node scripts/generate-python-problems.mjs            # every problem
 *   node scripts/generate-python-problems.mjs two-sum    # only these ids
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadPyodide } from 'pyodide';
import * as prettier from 'prettier';
import { register } from 'tsx/esm/api';

register();

const ROOT = path.resolve(import.meta.dirname, '..');
const PROBLEM_DIR = path.join(ROOT, 'common/practice/problems/python');
const HEADER = `/* Expected values are generated: edit args, then run node scripts/generate-python-problems.mjs */\n`;

const { pythonProblemSchema } = await import(
  pathToFileURL(path.join(ROOT, 'common/practice/problem-schema.ts')).href
);
const { preparePythonRuntime, runPythonTests } = await import(
  pathToFileURL(path.join(ROOT, 'common/practice/python/run-python-tests.ts')).href
);
const { OUTPUT_LIMIT_CHARS } = await import(
  pathToFileURL(path.join(ROOT, 'common/practice/practice-limits.ts')).href
);

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * TypeScript source for a JSON-like value. Multi-line strings (descriptions, code) become template
 * literals, except in test data, where `\n` escapes keep one case on one line.
 */
function toSource(value, templates = true) {
  if (value === null || typeof value === 'number' || typeof value === 'boolean') {
    return JSON.stringify(value);
  }
  if (typeof value === 'string') {
    if (!templates || !value.includes('\n')) return JSON.stringify(value);
    return '`' + value.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${') + '`';
  }
  if (Array.isArray(value)) return `[${value.map((item) => toSource(item, templates)).join(', ')}]`;
  const entries = Object.entries(value)
    .filter(([, item]) => item !== undefined)
    .map(
      ([key, item]) =>
        `${IDENTIFIER.test(key) ? key : JSON.stringify(key)}: ${toSource(item, templates && key !== 'tests')}`,
    );
  return `{${entries.join(', ')}}`;
}

const only = new Set(process.argv.slice(2));
const files = readdirSync(PROBLEM_DIR)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .filter((name) => only.size === 0 || only.has(name.replace(/\.ts$/, '')))
  .sort();

const pyodide = await loadPyodide();
const harness = preparePythonRuntime(pyodide);
const prettierConfig = (await prettier.resolveConfig(path.join(PROBLEM_DIR, 'x.ts'))) ?? {};
let problems = 0;
let weak = 0;

for (const name of files) {
  const file = path.join(PROBLEM_DIR, name);
  const { problem: draft } = await import(pathToFileURL(file).href);
  const parsed = pythonProblemSchema.parse(draft);
  const raw = JSON.parse(
    harness(
      JSON.stringify({
        code: parsed.solution,
        entryPoint: parsed.entryPoint,
        kinds: parsed.params.map((param) => param.kind),
        returns: parsed.returns,
        inPlaceArg: parsed.inPlaceArg ?? null,
        outputLimit: OUTPUT_LIMIT_CHARS,
        tests: parsed.tests.map((test) => test.args),
      }),
    ),
  );
  if (raw.error) throw new Error(`${parsed.id}: the reference does not load\n${raw.error}`);
  const tests = draft.tests.map((test, index) => {
    const ran = raw.tests[index];
    if (ran?.status !== 'ok') {
      throw new Error(`${parsed.id}: test ${index + 1} fails in the reference\n${ran?.error}`);
    }
    return { ...test, expected: JSON.parse(ran.actual) };
  });
  const filled = { ...draft, tests };
  const problem = pythonProblemSchema.parse(filled);
  for (const wrong of problem.wrongSolutions) {
    const result = runPythonTests(pyodide, { problem, code: wrong.code, mode: 'submit' });
    const caught = result.tests.some((test) => test.hidden && test.status !== 'passed');
    if (!caught) {
      weak += 1;
      console.error(`${problem.id}: wrong solution "${wrong.mistake}" passes every hidden test`);
    }
  }
  const source = `${HEADER}import type { PythonProblemInput } from '../../problem-schema.ts';\n\nexport const problem: PythonProblemInput = ${toSource(filled)};\n`;
  const formatted = await prettier.format(source, { ...prettierConfig, filepath: file });
  if (formatted !== readFileSync(file, 'utf8')) writeFileSync(file, formatted);
  problems += 1;
}

console.log(`${problems} problems generated; ${weak} wrong solutions not caught`);
process.exit(weak > 0 ? 1 : 0);
