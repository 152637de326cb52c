import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/server/src/db/open-database.ts';
import { practiceAttempts } from '@/server/src/db/schema/practice.ts';

/**
 * When the user first passed each of these milestones (a milestone is a practice problem; a pass
 * is a Submit attempt with status "passed", synced like any practice attempt). Milestones never
 * passed are absent.
 */
export async function readMilestonePasses(
  db: Db,
  userId: string,
  milestoneIds: readonly string[],
): Promise<Map<string, Date>> {
  if (milestoneIds.length === 0) return new Map();
  const rows = await db
    .select({
      problemId: practiceAttempts.problemId,
      passedAt: sql<Date>`min(${practiceAttempts.createdAt})`.mapWith(practiceAttempts.createdAt),
    })
    .from(practiceAttempts)
    .where(
      and(
        eq(practiceAttempts.userId, userId),
        eq(practiceAttempts.mode, 'submit'),
        eq(practiceAttempts.status, 'passed'),
        inArray(practiceAttempts.problemId, [...milestoneIds]),
      ),
    )
    .groupBy(practiceAttempts.problemId);
  return new Map(rows.map((row) => [row.problemId, new Date(row.passedAt)]));
}
