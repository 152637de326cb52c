/**
 * One polling attempt for a role's analysis (product.md#flows): the copy on this device if there is one
 * (a role made offline is analysed at once), else the server's answer, kept on the device when
 * it is ready. Offline, the analysis is computed here from the device's copy of the resume.
 * Null while the server is still working on it.
 */
import type { RoleAnalysisRow } from '@/common/role-analysis/role-rows-schema.ts';
import { db } from '@/src/lib/db.ts';
import { fetchRecommendation } from '../api/fetch-recommendation.ts';
import { analyzeRoleOnDevice } from './analyze-role-on-device.ts';
import { readRoleAnalysis } from './read-role-analysis.ts';

export async function fetchRoleAnalysisOnce(
  owner: string,
  resumeId: string,
  roleId: string,
  role: { title: string; description: string } | null,
): Promise<RoleAnalysisRow | null> {
  const local = await readRoleAnalysis(owner, roleId);
  if (local) return local;
  const base = { key: `${owner}:${roleId}`, owner, roleId, resumeId };
  if (!navigator.onLine && role) {
    const analysis = await analyzeRoleOnDevice(owner, resumeId, role);
    if (!analysis) return null;
    const row: RoleAnalysisRow = {
      ...base,
      ...role,
      analysis,
      computedOn: 'device',
      savedAt: new Date().toISOString(),
    };
    await db.roleAnalyses.put(row);
    return row;
  }
  const answer = await fetchRecommendation(roleId);
  if (!answer.data) return null;
  const row: RoleAnalysisRow = {
    ...base,
    title: answer.metadata.role_title,
    description: role?.description ?? '',
    analysis: answer.data,
    computedOn: 'server',
    savedAt: new Date().toISOString(),
  };
  await db.roleAnalyses.put(row);
  return row;
}
