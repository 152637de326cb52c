import type { PythonProblem } from '../problem-schema.ts';
import { formatPythonValue } from './format-python-value.ts';

/** A test's arguments as `nums = [2, 7], target = 9`. */
export function formatPythonArgs(problem: Pick<PythonProblem, 'params'>, args: unknown[]): string {
  return problem.params
    .map((param, index) => `${param.name} = ${formatPythonValue(args[index])}`)
    .join(', ');
}
