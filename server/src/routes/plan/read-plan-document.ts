import { eq } from 'drizzle-orm';
import type { ServerCopy } from '@/common/sync/sync-schema.ts';
import type { Db } from '@/server/src/db/open-database.ts';
import { planDocuments } from '@/server/src/db/schema/plans.ts';

/** The user's plan document as the server holds it, or null before the first change. */
export async function readPlanDocument(db: Db, userId: string): Promise<ServerCopy | null> {
  const [row] = await db
    .select({ version: planDocuments.version, fields: planDocuments.fields })
    .from(planDocuments)
    .where(eq(planDocuments.userId, userId));
  return row ? { version: row.version, fields: row.fields } : null;
}
