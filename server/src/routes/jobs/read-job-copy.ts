import { and, eq } from 'drizzle-orm';
import type { ServerCopy } from '@/common/sync/sync-schema.ts';
import type { Db } from '@/server/src/db/open-database.ts';
import { jobApplications } from '@/server/src/db/schema/job-applications.ts';

/** The user's job as the server holds it (a conflict's current copy); version 0 when none. */
export async function readJobCopy(db: Db, userId: string, jobId: string): Promise<ServerCopy> {
  const [row] = await db
    .select({ version: jobApplications.version, fields: jobApplications.fields })
    .from(jobApplications)
    .where(and(eq(jobApplications.id, jobId), eq(jobApplications.userId, userId)));
  return row ? { version: row.version, fields: row.fields } : { version: 0, fields: {} };
}
