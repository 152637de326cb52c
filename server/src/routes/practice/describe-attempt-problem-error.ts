import type { Attempt } from '../../../../common/practice/attempt-schema.ts';
import { problemBank } from '../../../../common/practice/problem-bank.ts';

const languageByProblem = new Map(problemBank.map((problem) => [problem.id, problem.language]));

/** Why the attempt's problem or language is not one this server knows, or null when it is. */
export function describeAttemptProblemError(
  attempt: Pick<Attempt, 'problem_id' | 'language'>,
): { field: 'problem_id' | 'language'; message: string } | null {
  const language = languageByProblem.get(attempt.problem_id);
  if (!language) {
    return {
      field: 'problem_id',
      message: `There is no practice problem "${attempt.problem_id}".`,
    };
  }
  if (language !== attempt.language) {
    return { field: 'language', message: `"${attempt.problem_id}" is a ${language} problem.` };
  }
  return null;
}
