import { eq } from 'drizzle-orm';
import type { ServerCopy } from '../../../../common/sync/sync-schema.ts';
import type { Db } from '../../db/open-database.ts';
import { planDocuments } from '../../db/schema/plans.ts';

/** The user's plan document as the server holds it, or null before the first change. */
export async function readPlanDocument(db: Db, userId: string): Promise<ServerCopy | null> {
  const [row] = await db
    .select({ version: planDocuments.version, fields: planDocuments.fields })
    .from(planDocuments)
    .where(eq(planDocuments.userId, userId));
  return row ? { version: row.version, fields: row.fields } : null;
}
