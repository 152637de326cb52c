import { desc, eq } from 'drizzle-orm';
import type { PlanRole } from '@/common/plan/plan-evidence-schema.ts';
import type { Db } from '@/server/src/db/open-database.ts';
import { resumeRoles } from '@/server/src/db/schema/roles.ts';

/** The roles the user pasted, newest first. */
export async function readPlanRoles(db: Db, userId: string): Promise<PlanRole[]> {
  return db
    .select({ id: resumeRoles.id, title: resumeRoles.title, description: resumeRoles.description })
    .from(resumeRoles)
    .where(eq(resumeRoles.userId, userId))
    .orderBy(desc(resumeRoles.createdAt), desc(resumeRoles.id));
}
