/** The Python grader on a real Pyodide (Node): what learners see for common mistakes. */
import { loadPyodide } from 'pyodide';
import { beforeAll, describe, expect, it } from 'vitest';
import { problemBank } from '../problem-bank.ts';
import type { PythonProblem } from '../problem-schema.ts';
import { runPythonTests, type PythonRuntime } from './run-python-tests.ts';

let runtime: PythonRuntime;

beforeAll(async () => {
  runtime = await loadPyodide();
}, 120_000);

function pythonProblem(id: string): PythonProblem {
  const problem = problemBank.find((candidate) => candidate.id === id);
  if (problem?.language !== 'python') throw new Error(`No Python problem ${id}`);
  return problem;
}

const twoSum = pythonProblem('two-sum');

describe('runPythonTests', () => {
  it('Run grades only the visible examples, Submit every test', () => {
    const run = runPythonTests(runtime, { problem: twoSum, code: twoSum.solution, mode: 'run' });
    expect(run.total).toBe(twoSum.tests.filter((test) => !test.hidden).length);
    expect(run.tests.every((test) => !test.hidden)).toBe(true);
    expect(run.status).toBe('passed');
    const submit = runPythonTests(runtime, {
      problem: twoSum,
      code: twoSum.solution,
      mode: 'submit',
    });
    expect(submit.total).toBe(twoSum.tests.length);
  });

  it('shows input, expected and actual of a wrong answer', () => {
    const code = 'def two_sum(nums, target):\n    return [0, 0]\n';
    const result = runPythonTests(runtime, { problem: twoSum, code, mode: 'run' });
    expect(result.status).toBe('failed');
    const first = result.tests[0];
    expect(first?.status).toBe('failed');
    expect(first?.input).toBe('nums = [2, 7, 11, 15], target = 9');
    expect(first?.expected).toBe('[0, 1]');
    expect(first?.actual).toBe('[0, 0]');
    expect(first?.timeMs).toBeGreaterThanOrEqual(0);
  });

  it('points tracebacks at the learner’s own line numbers', () => {
    const code = 'def two_sum(nums, target):\n    x = 1\n    return nums[99]\n';
    const result = runPythonTests(runtime, { problem: twoSum, code, mode: 'run' });
    const error = result.tests[0]?.error ?? '';
    expect(result.status).toBe('error');
    expect(error).toContain('File "solution.py", line 3, in two_sum');
    expect(error).toContain('IndexError: list index out of range');
    expect(error).not.toContain('_nyra');
  });

  it('reports a syntax error with its line', () => {
    const code = 'def two_sum(nums, target):\n    return [0, 1\n\nx = 1\n';
    const result = runPythonTests(runtime, { problem: twoSum, code, mode: 'run' });
    expect(result.status).toBe('error');
    expect(result.error).toMatch(/line 2/);
    expect(result.error).toMatch(/SyntaxError/);
    expect(result.tests.every((test) => test.status === 'skipped')).toBe(true);
  });

  it('explains a missing entry point', () => {
    const result = runPythonTests(runtime, {
      problem: twoSum,
      code: 'def solve():\n    pass\n',
      mode: 'run',
    });
    expect(result.error).toContain('Define a function named two_sum');
  });

  it('captures print output per test and at module level', () => {
    const code =
      'import sys\nprint("loaded")\ndef two_sum(nums, target):\n    print("n =", len(nums))\n    print("oops", file=sys.stderr)\n    return [0, 1]\n';
    const result = runPythonTests(runtime, { problem: twoSum, code, mode: 'run' });
    expect(result.stdout).toBe('loaded\n');
    expect(result.tests[0]?.stdout).toBe('n = 4\n');
    expect(result.tests[0]?.stderr).toBe('oops\n');
  });

  it('makes input() fail fast with a clear message instead of hanging', () => {
    const code = 'def two_sum(nums, target):\n    value = input("target? ")\n    return [0, 1]\n';
    const result = runPythonTests(runtime, { problem: twoSum, code, mode: 'run' });
    expect(result.tests[0]?.error).toContain('input() is not available here');
    expect(result.tests[0]?.error).toContain('line 2');
  });

  it('grades in-place problems on the mutated argument', () => {
    const problem = pythonProblem('reverse-string');
    const code = 'def reverse_string(s):\n    return list(reversed(s))\n';
    const result = runPythonTests(runtime, { problem, code, mode: 'run' });
    expect(result.status).toBe('failed');
    expect(result.tests[0]?.actual).toBe("['h', 'e', 'l', 'l', 'o']");
  });

  it('says when nothing was returned', () => {
    const result = runPythonTests(runtime, {
      problem: twoSum,
      code: twoSum.starterCode,
      mode: 'run',
    });
    expect(result.tests[0]?.message).toContain('returned None');
  });

  it('isolates runs: globals of one run are gone in the next', () => {
    runPythonTests(runtime, { problem: twoSum, code: 'LEAK = 1\n' + twoSum.solution, mode: 'run' });
    const code = 'def two_sum(nums, target):\n    return [LEAK, 1]\n';
    const result = runPythonTests(runtime, { problem: twoSum, code, mode: 'run' });
    expect(result.tests[0]?.error).toContain("NameError: name 'LEAK' is not defined");
  });

  it('compares Decimal, tuple and set results by value, and names what cannot be compared', () => {
    const decimals =
      'from decimal import Decimal\ndef two_sum(nums, target):\n    return (Decimal(0), Decimal(1))\n';
    expect(
      runPythonTests(runtime, { problem: twoSum, code: decimals, mode: 'run' }).tests[0]?.status,
    ).toBe('passed');
    const sets = 'def two_sum(nums, target):\n    return {1, 0}\n';
    expect(
      runPythonTests(runtime, { problem: twoSum, code: sets, mode: 'run' }).tests[0]?.status,
    ).toBe('passed');
    const dates =
      'import datetime\ndef two_sum(nums, target):\n    return [datetime.date(2024, 1, 2)]\n';
    expect(
      runPythonTests(runtime, { problem: twoSum, code: dates, mode: 'run' }).tests[0]?.actual,
    ).toBe("['2024-01-02']");
    const objects = 'def two_sum(nums, target):\n    return object()\n';
    const result = runPythonTests(runtime, { problem: twoSum, code: objects, mode: 'run' });
    expect(result.tests[0]?.status).toBe('error');
    expect(result.tests[0]?.error).toContain('cannot be compared with the expected value');
  });

  it('cuts runaway output', () => {
    const code =
      'def two_sum(nums, target):\n    for i in range(100000):\n        print("spam")\n    return [0, 1]\n';
    const result = runPythonTests(runtime, { problem: twoSum, code, mode: 'run' });
    expect(result.tests[0]?.stdout.length).toBeLessThan(10_100);
    expect(result.tests[0]?.stdout).toContain('output cut');
  });
});
