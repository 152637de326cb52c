/**
 * The planner's evidence as the server holds it (common/plan/plan-evidence-schema.ts): the user's
 * Submits (newest first, at most PLAN_SUBMITS_MAX), completed lessons and rated interviews with
 * their score. Runs prove nothing and are left out.
 */
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { findInterviewTopic } from '../../../../common/interviews/interview-bank.ts';
import {
  sessionFieldsSchema,
  type SessionFields,
} from '../../../../common/interviews/interview-session-schema.ts';
import { scoreInterview } from '../../../../common/interviews/score-interview.ts';
import {
  PLAN_SUBMITS_MAX,
  type PlanEvidence,
  type PlanInterview,
} from '../../../../common/plan/plan-evidence-schema.ts';
import type { Db } from '../../db/open-database.ts';
import { lessonProgress } from '../../db/schema/courses.ts';
import { interviewSessions, type InterviewSessionDbRow } from '../../db/schema/interviews.ts';
import { practiceAttempts } from '../../db/schema/practice.ts';

/** A rated session scored as the client scores it; null for an unknown topic or a broken row. */
function toPlanInterview(row: InterviewSessionDbRow): PlanInterview | null {
  const topic = findInterviewTopic(row.topicId);
  const parsed = sessionFieldsSchema.safeParse(row.fields);
  if (!topic || !parsed.success) return null;
  const fields = parsed.data as unknown as SessionFields;
  // `InterviewScore.score` is already the rubric score on a 0–100 scale (the same number the
  // interview pages show as "n/100"), so it is the percent as is; clamped only as a guard.
  const { score } = scoreInterview(fields, topic);
  return {
    sessionId: row.id,
    topicId: row.topicId,
    endedAt: fields.endedAt ?? row.updatedAt.toISOString(),
    percent: Math.min(100, Math.max(0, score)),
  };
}

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
      const interview = toPlanInterview(row);
      return interview ? [interview] : [];
    }),
  };
}
