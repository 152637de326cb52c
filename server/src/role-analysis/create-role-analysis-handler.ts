/**
 * The `role.analyze` job: reads the role and the owner's resume, runs the built-in
 * analyzer (common/role-analysis/analyze-role-fit.ts), lets the configured language model reword
 * the prose if there is one, and stores the result as `ready`. A role or resume deleted meanwhile
 * ends the job quietly, one still being parsed is retried later; a job superseded by a newer request for the same role stores nothing.
 * After the last failed attempt the analysis becomes `failed` with a sentence for the user.
 */
import { and, eq } from 'drizzle-orm';
import { analyzeRoleFit } from '@/common/role-analysis/analyze-role-fit.ts';
import { findSkillMentions } from '@/common/skills/find-skill-mentions.ts';
import type { Db } from '../db/open-database.ts';
import { resumeRoles, roleAnalyses } from '../db/schema/roles.ts';
import type { JobHandler } from '../jobs/create-job-worker.ts';
import { readResumeDetails } from '../routes/resume/read-resume-details.ts';
import { rewriteProseWithLlm, type LlmConfig } from './rewrite-prose-with-llm.ts';

const GENERIC_FAILURE = 'The analysis could not be completed. Please try again in a few minutes.';

export function createRoleAnalysisHandler(db: Db, llm: LlmConfig | null): JobHandler {
  // Builds the skill matchers now (≈ 0.5 s once), not inside the first user's analysis.
  findSkillMentions('');
  return {
    async run(payload) {
      const roleId = String(payload.roleId);
      const [row] = await db
        .select({ role: resumeRoles, analysis: roleAnalyses })
        .from(resumeRoles)
        .innerJoin(roleAnalyses, eq(roleAnalyses.roleId, resumeRoles.id))
        .where(eq(resumeRoles.id, roleId));
      if (!row || row.analysis.status !== 'pending') return;
      const requestedAt = row.analysis.requestedAt;
      const resume = await readResumeDetails(db, row.role.userId, row.role.resumeId);
      if (!resume) return;
      // Still being read: try again later (the worker backs off) rather than analyse nothing.
      if (resume.status === 'processing') throw new Error('The resume is still being read.');
      const role = { title: row.role.title, description: row.role.description };
      let result = analyzeRoleFit(resume, role, row.analysis.asOf);
      if (llm) result = await rewriteProseWithLlm(result, resume, role, llm);
      await db
        .update(roleAnalyses)
        .set({ status: 'ready', result, analyzedAt: new Date() })
        .where(and(eq(roleAnalyses.roleId, roleId), eq(roleAnalyses.requestedAt, requestedAt)));
    },
    async onGiveUp(payload) {
      await db
        .update(roleAnalyses)
        .set({ status: 'failed', failureReason: GENERIC_FAILURE })
        .where(
          and(eq(roleAnalyses.roleId, String(payload.roleId)), eq(roleAnalyses.status, 'pending')),
        );
    },
  };
}
