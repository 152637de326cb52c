import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import type { RoleAnalysisRow } from '../../../../common/role-analysis/role-rows-schema.ts';
import { readRoleAnalysis } from '../data/read-role-analysis.ts';

/**
 * A role's analysis as kept on this device, live (another tab or a sync updates it).
 * `undefined` while loading, `null` when there is none.
 */
export function useRoleAnalysis(owner: string, roleId: string): RoleAnalysisRow | null | undefined {
  const [value, setValue] = useState<{ key: string; row: RoleAnalysisRow | null } | undefined>();
  const key = `${owner}:${roleId}`;
  useEffect(() => {
    const subscription = liveQuery(() => readRoleAnalysis(owner, roleId)).subscribe({
      next: (row) => setValue({ key, row }),
      error: (error: unknown) => console.warn('IndexedDB query failed', error),
    });
    return () => subscription.unsubscribe();
  }, [owner, roleId, key]);
  return value?.key === key ? value.row : undefined;
}
