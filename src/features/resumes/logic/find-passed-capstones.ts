/**
 * The capstones the learner passed (every milestone solved: a passing Submit, on this device or
 * synced), as résumé suggestions' input (issue 32): the capstone's title, its milestones as the
 * project's bullets, its languages as technologies, and the day its last milestone passed. The
 * link is the learner's certificate of the track when they hold one (the capstone page itself is
 * private: a reader of the résumé could not open it). Pure.
 */
import type { Capstone } from '@/common/capstones/capstone-schema.ts';
import type { PassedCapstone } from '@/common/resume/resume-suggestion-schema.ts';

const LANGUAGE_NAMES = { sql: 'SQL', python: 'Python' } as const;

export function findPassedCapstones(
  capstones: readonly Capstone[],
  /** Problem id → when it was last solved (collect-solved-problems.ts). */
  solvedAt: ReadonlyMap<string, number>,
  /** Track → the verify page of the learner's live certificate of it. */
  certificateUrls: ReadonlyMap<string, string>,
): PassedCapstone[] {
  return capstones.flatMap((capstone) => {
    const times = capstone.milestones.map((milestone) => solvedAt.get(milestone.id));
    if (times.some((at) => at === undefined)) return [];
    const last = Math.max(...times.map((at) => at ?? 0));
    return [
      {
        id: capstone.id,
        title: `${capstone.title} (capstone project)`,
        highlights: capstone.milestones.map((milestone) => milestone.title),
        technologies: [...new Set(capstone.milestones.map((m) => LANGUAGE_NAMES[m.language]))],
        url: certificateUrls.get(capstone.track) ?? '',
        passedOn: last > 0 ? new Date(last).toISOString().slice(0, 10) : '',
      },
    ];
  });
}
