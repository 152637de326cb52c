/**
 * Makes a role while offline: analyses it on this device and stores the role, its
 * analysis and the sync-engine mutation in one IndexedDB transaction, so the learner sees the
 * analysis at once and the server creates (and analyses) the same role when the connection
 * returns. Throws with a sentence for the user when this device has no copy of the resume.
 */
import { ROLE_DOC_TYPE } from '@/common/role-analysis/role-api-schema.ts';
import type { RoleAnalysisRow } from '@/common/role-analysis/role-rows-schema.ts';
import { db } from '@/src/lib/db.ts';
import { appSyncEngine } from '@/src/lib/sync/app-sync-engine.ts';
import { analyzeRoleOnDevice } from './analyze-role-on-device.ts';

export async function createRoleOnDevice(
  owner: string,
  resumeId: string,
  role: { title: string; description: string },
): Promise<string> {
  const analysis = await analyzeRoleOnDevice(owner, resumeId, role);
  if (!analysis) {
    throw new Error(
      'This resume is not saved on this device yet. Connect to the internet to analyse it.',
    );
  }
  const roleId = crypto.randomUUID();
  const row: RoleAnalysisRow = {
    key: `${owner}:${roleId}`,
    owner,
    roleId,
    resumeId,
    title: role.title,
    description: role.description,
    analysis,
    computedOn: 'device',
    savedAt: new Date().toISOString(),
  };
  await appSyncEngine.write({
    owner,
    docType: ROLE_DOC_TYPE,
    docId: roleId,
    op: 'create',
    payload: { resume_id: resumeId, title: role.title, description: role.description },
    tables: [db.roleAnalyses],
    apply: async () => {
      await db.roleAnalyses.put(row);
    },
  });
  return roleId;
}
