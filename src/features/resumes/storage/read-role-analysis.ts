import {
  roleAnalysisRowSchema,
  type RoleAnalysisRow,
} from '@/common/role-analysis/role-rows-schema.ts';
import { db } from '@/src/lib/db.ts';

/** A role's analysis as kept on this device, validated (an older shape reads as absent). */
export async function readRoleAnalysis(
  owner: string,
  roleId: string,
): Promise<RoleAnalysisRow | null> {
  const parsed = roleAnalysisRowSchema.safeParse(await db.roleAnalyses.get(`${owner}:${roleId}`));
  return parsed.success ? parsed.data : null;
}
