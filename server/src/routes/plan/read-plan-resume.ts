import { and, desc, eq } from 'drizzle-orm';
import type { PlanResume } from '@/common/plan/plan-evidence-schema.ts';
import type { Db } from '@/server/src/db/open-database.ts';
import { resumes } from '@/server/src/db/schema/resumes.ts';
import { readResumeDetails } from '../resume/read-resume-details.ts';

/** The user's most recently changed ready résumé, in the fields the planner reads; or null. */
export async function readPlanResume(db: Db, userId: string): Promise<PlanResume | null> {
  const [latest] = await db
    .select({ id: resumes.id })
    .from(resumes)
    .where(and(eq(resumes.userId, userId), eq(resumes.status, 'ready')))
    .orderBy(desc(resumes.updatedAt), desc(resumes.id))
    .limit(1);
  const details = latest ? await readResumeDetails(db, userId, latest.id) : null;
  if (!details) return null;
  return {
    resume_id: details.resume_id,
    learner_name: details.learner_name,
    role: details.role,
    summary: details.summary,
    skills: details.skills,
    employment_history: details.employment_history,
    education_history: details.education_history,
  };
}
