/**
 * Practice progress → evidence for the résumé's suggestions (issue 32): per language, the problems
 * of the practice index solved (collect-solved-problems.ts), how many of them are Hard, and the
 * month of the newest. Counted once per problem, from real attempts only. Pure.
 */
import type { ProblemSummary } from '@/common/practice/problem-content-paths.ts';
import type { PracticeEvidence } from '@/common/resume/resume-suggestion-schema.ts';

/** How a résumé names each practice language. */
const LANGUAGE_NAMES: Record<ProblemSummary['language'], string> = {
  sql: 'SQL',
  python: 'Python',
};

export function summarizePracticeEvidence(
  problems: readonly ProblemSummary[],
  /** Problem id → when it was last solved (collect-solved-problems.ts). */
  solvedAt: ReadonlyMap<string, number>,
): PracticeEvidence[] {
  const byLanguage = new Map<string, PracticeEvidence>();
  for (const problem of problems) {
    const at = solvedAt.get(problem.id);
    if (at === undefined) continue;
    const language = LANGUAGE_NAMES[problem.language];
    const entry = byLanguage.get(language) ?? { language, solved: 0, hard: 0, lastSolvedOn: '' };
    entry.solved += 1;
    if (problem.difficulty === 'Hard') entry.hard += 1;
    const month = at > 0 ? new Date(at).toISOString().slice(0, 7) : '';
    if (month > entry.lastSolvedOn) entry.lastSolvedOn = month;
    byLanguage.set(language, entry);
  }
  return [...byLanguage.values()].sort((a, b) => b.solved - a.solved);
}
