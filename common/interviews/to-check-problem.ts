/**
 * Turns an interview question's check into the practice engines' problem shape, so the same
 * in-browser SQL and Python graders (src/workers/) prove an interview answer. Every test is a
 * "submit" test: the interview shows only how many pass.
 */
import {
  DEFAULT_SQL_NUMERIC_TOLERANCE,
  type PythonProblem,
  type SqlProblem,
} from '../practice/problem-schema.ts';
import type { InterviewCheck, InterviewQuestion } from './interview-content-schema.ts';

export function toCheckProblem(
  question: InterviewQuestion & { check: InterviewCheck },
): SqlProblem | PythonProblem {
  const { check } = question;
  const base = {
    id: `interview-${question.id}`,
    title: question.id,
    topic: 'Interview',
    difficulty: 'Medium' as const,
    description: question.prompt,
    constraints: [],
    hints: [],
    starterCode: check.starterCode,
    solution: check.solution,
    wrongSolutions: [],
  };
  if (check.language === 'sql') {
    return {
      ...base,
      language: 'sql',
      schema: check.schema,
      seed: check.seed,
      orderMatters: check.orderMatters,
      // An answer is judged on its values: the question does not dictate column names.
      compareColumnNames: false,
      numericTolerance: DEFAULT_SQL_NUMERIC_TOLERANCE,
      tests: [{ name: 'the example data', hidden: false, expected: check.expected }],
      // Interview checks run in SQLite (the interview screen's engine).
      engines: ['sqlite'],
    };
  }
  return {
    ...base,
    language: 'python',
    entryPoint: check.entryPoint,
    params: check.params.map((name) => ({ name, kind: 'value' as const })),
    returns: 'value',
    compare: check.compare,
    tests: check.tests.map((test) => ({ args: test.args, expected: test.expected, hidden: false })),
  };
}
