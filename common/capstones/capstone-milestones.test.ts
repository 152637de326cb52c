/**
 * Proves every capstone milestone's checks catch wrong answers, in the real engines the browser
 * uses (sql.js and Pyodide in Node, the practice graders): each reference passes every test and
 * each planted wrong solution fails at least one hidden test. Also holds the capstone content bar:
 * three capstones per track, 2–4 milestones each, every dataset named exists.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadPyodide } from 'pyodide';
import initSqlJs from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { runPythonTests, type PythonRuntime } from '../practice/python/run-python-tests.ts';
import {
  MIN_PYTHON_TESTS,
  MIN_PYTHON_WRONG_SOLUTIONS,
  MIN_SQL_HIDDEN_TESTS,
  MIN_SQL_WRONG_SOLUTIONS,
  type Problem,
} from '../practice/problem-schema.ts';
import type { RunResult } from '../practice/run-result-schema.ts';
import { runSqlTests } from '../practice/sql/run-sql-tests.ts';
import type { SqlRuntime } from '../practice/sql/sql-runtime.ts';
import { capstoneBank } from './capstone-bank.ts';
import { CAPSTONE_TRACKS } from './capstone-schema.ts';

const CAPSTONES_PER_TRACK = 3;
const PYODIDE_LOAD_TIMEOUT_MS = 120_000;

let sqlRuntime: SqlRuntime;
let pythonRuntime: PythonRuntime;

beforeAll(async () => {
  sqlRuntime = (await initSqlJs()) as unknown as SqlRuntime;
  pythonRuntime = await loadPyodide();
}, PYODIDE_LOAD_TIMEOUT_MS);

function submit(problem: Problem, code: string): RunResult {
  return problem.language === 'sql'
    ? runSqlTests(sqlRuntime, { problem, code, mode: 'submit' })
    : runPythonTests(pythonRuntime, { problem, code, mode: 'submit' });
}

function failures(result: RunResult): string {
  const lines = result.tests
    .filter((test) => test.status !== 'passed')
    .map((test) => `#${test.index} ${test.input}: ${test.message ?? ''} ${test.error ?? ''}`);
  return [result.error ?? '', ...lines].join('\n').trim();
}

describe('capstones', () => {
  it(`has ${CAPSTONES_PER_TRACK} capstones per track, each on existing datasets`, () => {
    for (const track of CAPSTONE_TRACKS) {
      expect(capstoneBank.filter(({ capstone }) => capstone.track === track).length, track).toBe(
        CAPSTONES_PER_TRACK,
      );
    }
    for (const { capstone } of capstoneBank) {
      for (const dataset of capstone.datasets) {
        const file = path.resolve(
          import.meta.dirname,
          '../../content/datasets',
          dataset,
          'dataset.json',
        );
        expect(existsSync(file), `${capstone.id}: ${dataset}`).toBe(true);
      }
    }
  });

  const milestones = capstoneBank.flatMap(({ milestones }) => milestones);
  describe.each(milestones.map((problem) => [problem.id, problem] as const))(
    '%s',
    (_id, problem) => {
      it('has enough hidden tests and planted wrong solutions', () => {
        const hidden = problem.tests.filter((test) => test.hidden).length;
        if (problem.language === 'sql') {
          expect(hidden).toBeGreaterThanOrEqual(MIN_SQL_HIDDEN_TESTS);
          expect(problem.wrongSolutions.length).toBeGreaterThanOrEqual(MIN_SQL_WRONG_SOLUTIONS);
        } else {
          expect(problem.tests.length).toBeGreaterThanOrEqual(MIN_PYTHON_TESTS);
          expect(problem.wrongSolutions.length).toBeGreaterThanOrEqual(MIN_PYTHON_WRONG_SOLUTIONS);
        }
      });

      it('passes every test with the reference solution', () => {
        const result = submit(problem, problem.solution);
        expect(failures(result)).toBe('');
        expect(result.passed).toBe(problem.tests.length);
      });

      it('fails the starter code', () => {
        expect(submit(problem, problem.starterCode).status).not.toBe('passed');
      });

      it.each(problem.wrongSolutions.map((wrong) => [wrong.mistake, wrong.code] as const))(
        'catches the wrong solution that %s with a hidden test',
        (_mistake, code) => {
          const result = submit(problem, code);
          expect(result.tests.some((test) => test.hidden && test.status !== 'passed')).toBe(true);
        },
      );
    },
  );
});
