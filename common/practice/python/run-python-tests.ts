/**
 * Grades Python code against a problem's tests on a Pyodide instance. The same function runs in
 * the browser's Python worker and in the Node test that checks every reference solution and
 * starter, so what `npm test` verifies is exactly what learners get.
 */
import type { PythonProblem } from '../problem-schema.ts';
import { OUTPUT_LIMIT_CHARS, PRACTICE_TIME_LIMIT_MS } from '../practice-limits.ts';
import type { RunMode, RunResult, TestOutcome } from '../run-result-schema.ts';
import { selectTestIndexes } from '../select-test-indexes.ts';
import { summarizeRun } from '../summarize-run.ts';
import { comparePythonValues } from './compare-python-values.ts';
import { formatPythonArgs } from './format-python-args.ts';
import { formatPythonValue } from './format-python-value.ts';
import { PYTHON_HARNESS_SOURCE } from './python-harness-source.ts';

/** The part of Pyodide's API grading needs (the worker's instance and Node's both fit). */
export interface PythonRuntime {
  runPython(code: string): unknown;
}

interface HarnessTest {
  status: 'ok' | 'error' | 'timeout';
  actual: string | null;
  repr: string | null;
  error: string | null;
  timeMs: number;
  stdout: string;
  stderr: string;
}

interface HarnessResult {
  error: string | null;
  timeout: boolean;
  stdout: string;
  stderr: string;
  tests: HarnessTest[];
}

type HarnessFunction = (payloadJson: string) => string;

const harnesses = new WeakMap<PythonRuntime, HarnessFunction>();

/** Defines the harness in the runtime once; later calls reuse it (keeps warm runs fast). */
export function preparePythonRuntime(runtime: PythonRuntime): HarnessFunction {
  let harness = harnesses.get(runtime);
  if (!harness) {
    runtime.runPython(PYTHON_HARNESS_SOURCE);
    harness = runtime.runPython('_nyra_run') as HarnessFunction;
    harnesses.set(runtime, harness);
  }
  return harness;
}

export interface PythonRunRequest {
  problem: PythonProblem;
  code: string;
  mode: RunMode;
}

function isInterrupt(error: unknown): boolean {
  return error instanceof Error && /KeyboardInterrupt/.test(error.message);
}

export function runPythonTests(runtime: PythonRuntime, request: PythonRunRequest): RunResult {
  const { problem, code, mode } = request;
  const indexes = selectTestIndexes(problem.tests, mode);
  const started = performance.now();
  const harness = preparePythonRuntime(runtime);
  const payload = JSON.stringify({
    code,
    entryPoint: problem.entryPoint,
    kinds: problem.params.map((param) => param.kind),
    returns: problem.returns,
    inPlaceArg: problem.inPlaceArg ?? null,
    outputLimit: OUTPUT_LIMIT_CHARS,
    tests: indexes.map((index) => problem.tests[index]?.args ?? []),
  });

  let raw: HarnessResult;
  try {
    raw = JSON.parse(harness(payload)) as HarnessResult;
  } catch (error) {
    // An interrupt that landed between tests, outside the harness's own handlers.
    if (!isInterrupt(error)) throw error;
    raw = { error: null, timeout: true, stdout: '', stderr: '', tests: [] };
  }
  const durationMs = performance.now() - started;

  const tests: TestOutcome[] = indexes.map((testIndex, position) => {
    const test = problem.tests[testIndex];
    if (!test) throw new Error(`No test ${testIndex} in ${problem.id}`);
    const ran = raw.tests[position];
    const base = {
      index: testIndex,
      hidden: test.hidden,
      input: formatPythonArgs(problem, test.args),
      expected: formatPythonValue(test.expected),
    };
    if (!ran) {
      const status = raw.timeout && position === raw.tests.length ? 'timeout' : 'skipped';
      return {
        ...base,
        status,
        actual: null,
        timeMs: 0,
        stdout: '',
        stderr: '',
        message:
          status === 'timeout'
            ? `Stopped: the run took longer than ${PRACTICE_TIME_LIMIT_MS / 1000} s`
            : raw.error
              ? 'Not run: fix the error above first'
              : 'Not run: an earlier test hit the time limit',
      };
    }
    const common = { ...base, timeMs: ran.timeMs, stdout: ran.stdout, stderr: ran.stderr };
    if (ran.status === 'timeout') {
      return {
        ...common,
        status: 'timeout',
        actual: null,
        message: `Stopped: the run took longer than ${PRACTICE_TIME_LIMIT_MS / 1000} s`,
      };
    }
    if (ran.status === 'error') {
      return {
        ...common,
        status: 'error',
        actual: ran.repr,
        error: ran.error ?? 'The function raised an error',
      };
    }
    const actual: unknown = ran.actual === null ? null : JSON.parse(ran.actual);
    const passed = comparePythonValues(actual, test.expected, problem.compare);
    return {
      ...common,
      status: passed ? 'passed' : 'failed',
      actual: formatPythonValue(actual),
      ...(passed ? {} : { message: describeMismatch(actual, test.expected, problem.compare) }),
    };
  });

  return summarizeRun({
    mode,
    durationMs,
    stdout: raw.stdout,
    stderr: raw.stderr,
    ...(raw.error ? { error: raw.error } : {}),
    tests,
  });
}

function describeMismatch(
  actual: unknown,
  expected: unknown,
  compare: PythonProblem['compare'],
): string {
  if (actual === null && expected !== null)
    return 'Your function returned None: did you forget to return?';
  if (Array.isArray(expected) && Array.isArray(actual) && actual.length !== expected.length) {
    return `Expected ${expected.length} items, got ${actual.length}`;
  }
  if (typeof actual !== typeof expected) {
    return `Expected a ${describeType(expected)}, got a ${describeType(actual)}`;
  }
  return compare === 'exact'
    ? 'The result differs from the expected value'
    : 'The result differs (order is ignored)';
}

function describeType(value: unknown): string {
  if (value === null) return 'None';
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'string') return 'str';
  if (typeof value === 'boolean') return 'bool';
  return 'dict';
}
