/**
 * The capstones a user has passed (for certificates and the résumé): a capstone is passed when
 * every one of its milestones has a passing Submit attempt; `passed_at` is when the last of them
 * was first passed (ISO 8601).
 */
import type { Db } from '@/server/src/db/open-database.ts';
import { readCapstoneCatalogForServer } from './read-capstone-catalog-for-server.ts';
import { readMilestonePasses } from './read-milestone-passes.ts';

export interface PassedCapstone {
  capstone_id: string;
  track: string;
  title: string;
  passed_at: string;
}

export async function readPassedCapstones(db: Db, userId: string): Promise<PassedCapstone[]> {
  const capstones = readCapstoneCatalogForServer().map(({ capstone }) => capstone);
  const passes = await readMilestonePasses(
    db,
    userId,
    capstones.flatMap((capstone) => capstone.milestones.map((milestone) => milestone.id)),
  );
  const passed: PassedCapstone[] = [];
  for (const capstone of capstones) {
    const times = capstone.milestones.map((milestone) => passes.get(milestone.id));
    if (times.some((time) => time === undefined)) continue;
    const last = Math.max(...times.map((time) => (time as Date).getTime()));
    passed.push({
      capstone_id: capstone.id,
      track: capstone.track,
      title: capstone.title,
      passed_at: new Date(last).toISOString(),
    });
  }
  return passed;
}
