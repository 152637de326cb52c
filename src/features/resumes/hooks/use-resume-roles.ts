import type { RoleAnalysisRow } from '@/common/role-analysis/role-rows-schema.ts';
import { useLiveQuery } from '@/src/lib/use-live-query.ts';
import { listRoleAnalyses } from '../storage/list-role-analyses.ts';

/**
 * The roles of a resume with their analyses kept on this device, newest first, live.
 * `undefined` while loading (or with no resume).
 */
export function useResumeRoles(
  owner: string,
  resumeId: string | null,
): RoleAnalysisRow[] | undefined {
  return useLiveQuery(resumeId && owner ? `${owner}:${resumeId}` : null, () =>
    listRoleAnalyses(owner, resumeId ?? ''),
  );
}
