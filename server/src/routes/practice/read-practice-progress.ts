import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { PracticeReview, ProblemProgress } from '@/common/practice/attempt-schema.ts';
import { scheduleReviews, type ReviewSubmit } from '@/common/practice/review-schedule.ts';
import type { Db } from '@/server/src/db/open-database.ts';
import { practiceAttempts } from '@/server/src/db/schema/practice.ts';

/**
 * The user's progress per problem: number of attempts, whether a Submit ever passed, when they
 * last tried, the code of their latest attempt (restored into the editor on a new device) and its
 * place in the retry queue (the shared schedule folded over every Submit).
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
  const reviewByProblem = await readReviews(db, userId);
  return summaries
    .map((row) => ({
      problem_id: row.problemId,
      attempts: Number(row.attempts),
      solved: Boolean(row.solved),
      last_attempt_at: new Date(row.lastAttemptAt).toISOString(),
      last_code: codeByProblem.get(row.problemId) ?? '',
      review: reviewByProblem.get(row.problemId) ?? null,
    }))
    .sort((a, b) => a.problem_id.localeCompare(b.problem_id));
}

async function readReviews(db: Db, userId: string): Promise<Map<string, PracticeReview>> {
  const submits = await db
    .select({
      problemId: practiceAttempts.problemId,
      status: practiceAttempts.status,
      hintUsed: practiceAttempts.hintUsed,
      createdAt: practiceAttempts.createdAt,
    })
    .from(practiceAttempts)
    .where(and(eq(practiceAttempts.userId, userId), eq(practiceAttempts.mode, 'submit')))
    .orderBy(asc(practiceAttempts.createdAt));
  const byProblem = new Map<string, ReviewSubmit[]>();
  for (const row of submits) {
    const list = byProblem.get(row.problemId) ?? [];
    list.push({
      at: row.createdAt.getTime(),
      passed: row.status === 'passed',
      hintUsed: row.hintUsed,
    });
    byProblem.set(row.problemId, list);
  }
  const reviews = new Map<string, PracticeReview>();
  for (const [problemId, list] of byProblem) {
    const state = scheduleReviews(list);
    const last = list[list.length - 1];
    if (!state || !last) continue;
    reviews.set(problemId, {
      step: state.step,
      due_at: state.dueAt === null ? null : new Date(state.dueAt).toISOString(),
      last_submit_at: new Date(last.at).toISOString(),
    });
  }
  return reviews;
}
