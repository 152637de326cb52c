/**
 * The planner's evidence as the server holds it (common/plan/plan-evidence-schema.ts): the user's
 * Submits (newest first, at most PLAN_SUBMITS_MAX), completed lessons and rated interviews with
 * their score. Runs prove nothing and are left out.
 */
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { PLAN_SUBMITS_MAX, type PlanEvidence } from '@/common/plan/plan-evidence-schema.ts';
import { scorePlanInterview } from '@/common/plan/score-plan-interview.ts';
import type { Db } from '@/server/src/db/open-database.ts';
import { lessonProgress } from '@/server/src/db/schema/courses.ts';
import { interviewSessions } from '@/server/src/db/schema/interviews.ts';
import { practiceAttempts } from '@/server/src/db/schema/practice.ts';

export async function readPlanEvidence(db: Db, userId: string): Promise<PlanEvidence> {
  const [submits, lessons, interviews] = await Promise.all([
    db
      .select({
        id: practiceAttempts.id,
        problemId: practiceAttempts.problemId,
        createdAt: practiceAttempts.createdAt,
        status: practiceAttempts.status,
        passed: practiceAttempts.passed,
        total: practiceAttempts.total,
        hintUsed: practiceAttempts.hintUsed,
      })
      .from(practiceAttempts)
      .where(and(eq(practiceAttempts.userId, userId), eq(practiceAttempts.mode, 'submit')))
      .orderBy(desc(practiceAttempts.createdAt), desc(practiceAttempts.id))
      .limit(PLAN_SUBMITS_MAX),
    db
      .select({ lessonId: lessonProgress.lessonId, completedAt: lessonProgress.completedAt })
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, userId), isNotNull(lessonProgress.completedAt)))
      .orderBy(desc(lessonProgress.completedAt)),
    db
      .select()
      .from(interviewSessions)
      .where(and(eq(interviewSessions.userId, userId), eq(interviewSessions.status, 'rated')))
      .orderBy(desc(interviewSessions.startedAt)),
  ]);
  return {
    submits: submits.map((row) => ({
      id: row.id,
      problemId: row.problemId,
      at: row.createdAt.toISOString(),
      passed: row.status === 'passed' && row.passed === row.total,
      hintUsed: row.hintUsed,
    })),
    lessons: lessons.flatMap((row) =>
      row.completedAt
        ? [{ lessonId: row.lessonId, completedAt: row.completedAt.toISOString() }]
        : [],
    ),
    interviews: interviews.flatMap((row) => {
      const interview = scorePlanInterview(row.id, row.fields, row.updatedAt.toISOString());
      return interview ? [interview] : [];
    }),
  };
}
