import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Attempt } from '@/common/practice/attempt-schema.ts';
import { PRACTICE_LANGUAGES, type PracticeLanguage } from '@/common/practice/problem-schema.ts';
import { readCapstoneCatalog } from '@/common/capstones/read-capstone-catalog.ts';
import { resolveContentDir } from '@/server/src/content/resolve-content-dir.ts';

let languageByProblem: Map<string, PracticeLanguage> | undefined;

/**
 * Every practice problem's language, from the folders of the repository's content/problems/
 * (`<language>/<id>/`, content/README.md; the build validates their contents), and every capstone
 * milestone's: a milestone is a practice problem, so its pass is a practice attempt.
 */
function problemLanguages(): Map<string, PracticeLanguage> {
  if (!languageByProblem) {
    const root = path.join(resolveContentDir(), 'problems');
    languageByProblem = new Map(
      PRACTICE_LANGUAGES.flatMap((language) =>
        readdirSync(path.join(root, language), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => [entry.name, language] as const),
      ),
    );
    for (const { capstone } of readCapstoneCatalog(path.join(resolveContentDir(), 'capstones'))) {
      for (const milestone of capstone.milestones) {
        languageByProblem.set(milestone.id, milestone.language);
      }
    }
  }
  return languageByProblem;
}

/** Why the attempt's problem or language is not one this server knows, or null when it is. */
export function describeAttemptProblemError(
  attempt: Pick<Attempt, 'problem_id' | 'language'>,
): { field: 'problem_id' | 'language'; message: string } | null {
  const language = problemLanguages().get(attempt.problem_id);
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
