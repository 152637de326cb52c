import { and, eq } from 'drizzle-orm';
import type { ServerCopy } from '@/common/sync/sync-schema.ts';
import type { Db } from '@/server/src/db/open-database.ts';
import { interviewSessions } from '@/server/src/db/schema/interviews.ts';

/** The current copy of one of the user's sessions (version 0: none yet). */
export async function readInterviewCopy(tx: Db, userId: string, id: string): Promise<ServerCopy> {
  const [row] = await tx
    .select({ version: interviewSessions.version, fields: interviewSessions.fields })
    .from(interviewSessions)
    .where(and(eq(interviewSessions.id, id), eq(interviewSessions.userId, userId)));
  return { version: row?.version ?? 0, fields: row?.fields ?? {} };
}
