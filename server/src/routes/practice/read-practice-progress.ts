import { and, desc, eq, sql } from 'drizzle-orm';
import type { ProblemProgress } from '../../../../common/practice/attempt-schema.ts';
import type { Db } from '../../db/open-database.ts';
import { practiceAttempts } from '../../db/schema/practice.ts';

/**
 * The user's progress per problem: number of attempts, whether a Submit ever passed, when they
 * last tried, and the code of their latest attempt (restored into the editor on a new device).
 */
export async function readPracticeProgress(db: Db, userId: string): Promise<ProblemProgress[]> {
  const summaries = await db
    .select({
      problemId: practiceAttempts.problemId,
      attempts: sql<number>`count(*)::int`,
      solved: sql<boolean>`bool_or(${practiceAttempts.mode} = 'submit' and ${practiceAttempts.status} = 'passed')`,
      lastAttemptAt: sql<Date>`max(${practiceAttempts.createdAt})`.mapWith(
        practiceAttempts.createdAt,
      ),
    })
    .from(practiceAttempts)
    .where(eq(practiceAttempts.userId, userId))
    .groupBy(practiceAttempts.problemId);
  const latest = await db
    .selectDistinctOn([practiceAttempts.problemId], {
      problemId: practiceAttempts.problemId,
      code: practiceAttempts.code,
    })
    .from(practiceAttempts)
    .where(and(eq(practiceAttempts.userId, userId)))
    .orderBy(
      practiceAttempts.problemId,
      desc(practiceAttempts.createdAt),
      desc(practiceAttempts.receivedAt),
    );
  const codeByProblem = new Map(latest.map((row) => [row.problemId, row.code]));
  return summaries
    .map((row) => ({
      problem_id: row.problemId,
      attempts: Number(row.attempts),
      solved: Boolean(row.solved),
      last_attempt_at: new Date(row.lastAttemptAt).toISOString(),
      last_code: codeByProblem.get(row.problemId) ?? '',
    }))
    .sort((a, b) => a.problem_id.localeCompare(b.problem_id));
}
