/**
 * "Next problem" after an accepted Submit: the first unsolved problem after the current one in
 * the learner's track order (the track's languages in turn; within one, topics in the order the
 * list shows them, problems in bank order), wrapping round to the start. Deterministic: the same
 * bank, track and progress always give the same problem, so a reload never changes the offer.
 */
import type { ProblemSummary } from './problem-content-paths.ts';
import { TRACK_LANGUAGES, type PracticeTrack } from './practice-track.ts';

export interface NextProblemQuery {
  track: PracticeTrack;
  isSolved: (problemId: string) => boolean;
  /** The problem just worked on; without it the first unsolved problem of the track. */
  afterId?: string;
}

function trackOrder<T extends ProblemSummary>(problems: readonly T[], track: PracticeTrack): T[] {
  return TRACK_LANGUAGES[track].flatMap((language) => {
    // Grouped as the problem list groups them: topics in the order of their first problem.
    const byTopic = new Map<string, T[]>();
    for (const problem of problems) {
      if (problem.language !== language) continue;
      const group = byTopic.get(problem.topic);
      if (group) group.push(problem);
      else byTopic.set(problem.topic, [problem]);
    }
    return [...byTopic.values()].flat();
  });
}

export function chooseNextProblem<T extends ProblemSummary>(
  problems: readonly T[],
  { track, isSolved, afterId }: NextProblemQuery,
): T | undefined {
  const ordered = trackOrder(problems, track);
  const start = afterId ? ordered.findIndex((problem) => problem.id === afterId) + 1 : 0;
  for (let step = 0; step < ordered.length; step += 1) {
    const candidate = ordered[(start + step) % ordered.length];
    if (candidate && candidate.id !== afterId && !isSolved(candidate.id)) return candidate;
  }
  return undefined;
}
