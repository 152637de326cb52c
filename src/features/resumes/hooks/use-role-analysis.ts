import type { RoleAnalysisRow } from '@/common/role-analysis/role-rows-schema.ts';
import { useLiveQuery } from '@/src/lib/use-live-query.ts';
import { readRoleAnalysis } from '../storage/read-role-analysis.ts';

/**
 * A role's analysis as kept on this device, live (another tab or a sync updates it).
 * `undefined` while loading, `null` when there is none.
 */
export function useRoleAnalysis(owner: string, roleId: string): RoleAnalysisRow | null | undefined {
  return useLiveQuery(`${owner}:${roleId}`, () => readRoleAnalysis(owner, roleId));
}
