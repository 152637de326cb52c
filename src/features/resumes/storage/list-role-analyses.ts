import {
  roleAnalysisRowSchema,
  type RoleAnalysisRow,
} from '@/common/role-analysis/role-rows-schema.ts';
import { db } from '@/src/lib/db.ts';

/**
 * The roles of one resume whose analyses are kept on this device (issue 26), newest first,
 * validated (a row of an older shape is left out). Read from IndexedDB only, so the list shows
 * offline.
 */
export async function listRoleAnalyses(
  owner: string,
  resumeId: string,
): Promise<RoleAnalysisRow[]> {
  const rows = await db.roleAnalyses.where('owner').equals(owner).toArray();
  return rows
    .map((row) => roleAnalysisRowSchema.safeParse(row))
    .flatMap((parsed) => (parsed.success ? [parsed.data] : []))
    .filter((row) => row.resumeId === resumeId)
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}
