import type { Capstone } from '@/common/capstones/capstone-schema.ts';

/** Milestones passed (solved: a passing Submit, on this device or synced) of one capstone. */
export function countPassedMilestones(
  capstone: Pick<Capstone, 'milestones'>,
  progress: ReadonlyMap<string, { solved: boolean }> | undefined,
): number {
  return capstone.milestones.filter((milestone) => progress?.get(milestone.id)?.solved).length;
}
