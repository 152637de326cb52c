/**
 * Fills this device's copies of a résumé's role analyses from the server (issue 26): an analysis
 * made on another device, or kept before a sign-out cleared this one, is stored here so the
 * Resumes screen lists it and it reopens offline. A copy already on the device is kept as it is
 * (it is what the learner saw). Only reads the server: roles are created through the sync
 * engine (create-role-on-device.ts) or the role form, never here.
 */
import type { RoleAnalysisRow } from '@/common/role-analysis/role-rows-schema.ts';
import { db } from '@/src/lib/db.ts';
import { fetchResumeRoles } from '../api/fetch-resume-roles.ts';

export async function refreshResumeRoles(owner: string, resumeId: string): Promise<void> {
  const answer = await fetchResumeRoles(resumeId);
  const rows: RoleAnalysisRow[] = answer.results.flatMap((role) =>
    role.data
      ? [
          {
            key: `${owner}:${role.role_id}`,
            owner,
            roleId: role.role_id,
            resumeId: role.resume_id,
            title: role.title,
            description: role.description,
            analysis: role.data,
            computedOn: 'server' as const,
            savedAt: role.analyzed_at ?? role.created_at,
          },
        ]
      : [],
  );
  if (rows.length === 0) return;
  await db.transaction('rw', db.roleAnalyses, async () => {
    const kept = await db.roleAnalyses.bulkGet(rows.map((row) => row.key));
    await db.roleAnalyses.bulkPut(rows.filter((_, index) => !kept[index]));
  });
}
