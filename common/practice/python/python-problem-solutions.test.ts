/**
 * Proves every Python problem's hidden tests are strong enough: in one real Pyodide
 * (Node), with the grader the browser's worker uses, each reference solution passes every test and
 * each plausible wrong solution fails at least one hidden test. A wrong solution that passes means
 * the tests would accept a wrong answer from a learner.
 */
import { loadPyodide } from 'pyodide';
import { beforeAll, describe, expect, it } from 'vitest';
import { problemBank } from '../problem-bank.ts';
import {
  MIN_PYTHON_TESTS,
  MIN_PYTHON_WRONG_SOLUTIONS,
  type PythonProblem,
} from '../problem-schema.ts';
import type { RunResult } from '../run-result-schema.ts';
import { runPythonTests, type PythonRuntime } from './run-python-tests.ts';

const PYODIDE_LOAD_TIMEOUT_MS = 120_000;
/** The content bar for the Python half of the bank. */
const MIN_PYTHON_PROBLEMS = 60;

const pythonProblems = problemBank.filter(
  (problem): problem is PythonProblem => problem.language === 'python',
);

let runtime: PythonRuntime;

beforeAll(async () => {
  runtime = await loadPyodide();
}, PYODIDE_LOAD_TIMEOUT_MS);

function submit(problem: PythonProblem, code: string): RunResult {
  return runPythonTests(runtime, { problem, code, mode: 'submit' });
}

function describeFailures(result: RunResult): string {
  const lines = result.tests
    .filter((test) => test.status !== 'passed')
    .map(
      (test) =>
        `#${test.index} ${test.status}: ${test.input} → expected ${test.expected}, got ${test.actual} ${test.error ?? ''}`,
    );
  return [result.error ?? '', ...lines].join('\n').trim();
}

describe('Python problem set', () => {
  it(`has at least ${MIN_PYTHON_PROBLEMS} problems across the three difficulties`, () => {
    expect(pythonProblems.length).toBeGreaterThanOrEqual(MIN_PYTHON_PROBLEMS);
    const difficulties = new Set(pythonProblems.map((problem) => problem.difficulty));
    expect([...difficulties].sort()).toEqual(['Easy', 'Hard', 'Medium']);
  });

  describe.each(pythonProblems.map((problem) => [problem.id, problem] as const))(
    '%s',
    (_id, problem) => {
      it(`has ≥ ${MIN_PYTHON_TESTS} tests and ≥ ${MIN_PYTHON_WRONG_SOLUTIONS} wrong solutions`, () => {
        expect(problem.tests.length).toBeGreaterThanOrEqual(MIN_PYTHON_TESTS);
        expect(problem.wrongSolutions.length).toBeGreaterThanOrEqual(MIN_PYTHON_WRONG_SOLUTIONS);
      });

      it('passes every test with the reference solution', () => {
        const result = submit(problem, problem.solution);
        expect(describeFailures(result)).toBe('');
        expect(result.passed).toBe(problem.tests.length);
      });

      it('catches every wrong solution with a hidden test', () => {
        const uncaught = problem.wrongSolutions
          .filter((wrong) => {
            const result = submit(problem, wrong.code);
            return result.tests.every((test) => !test.hidden || test.status === 'passed');
          })
          .map((wrong) => wrong.mistake);
        expect(uncaught).toEqual([]);
      });
    },
  );
});
