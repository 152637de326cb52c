/**
 * Runs the role analysis in the browser with the same analyzer the server runs, on the
 * copy of the resume kept on this device: used while offline. Null when this device has no copy
 * of the resume (it was never opened here while online).
 */
import { analyzeRoleFit } from '@/common/role-analysis/analyze-role-fit.ts';
import type { RoleAnalysis } from '@/common/role-analysis/role-analysis-schema.ts';
import { readCachedResumeDetails } from './read-cached-resumes.ts';

export async function analyzeRoleOnDevice(
  owner: string,
  resumeId: string,
  role: { title: string; description: string },
): Promise<RoleAnalysis | null> {
  const cached = await readCachedResumeDetails(owner, resumeId);
  if (!cached) return null;
  return analyzeRoleFit(cached.details, role, new Date().toISOString().slice(0, 10));
}
