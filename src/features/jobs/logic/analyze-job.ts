/**
 * The role analysis of a job against a résumé (common/role-analysis/, the same analyzer as the
 * Resumes screen), memoised by its inputs: the board shows a match on every card without running
 * the analyzer again on each render.
 */
import { analyzeRoleFit } from '@/common/role-analysis/analyze-role-fit.ts';
import type { RoleAnalysis } from '@/common/role-analysis/role-analysis-schema.ts';
import type { ResumeDetails } from '@/common/resume/resume-schema.ts';

const MEMO_MAX_ENTRIES = 500;
const memo = new Map<string, RoleAnalysis>();

export function analyzeJob(
  resume: ResumeDetails,
  job: { title: string; description: string; company?: string },
  today: string,
): RoleAnalysis | null {
  if (!job.description.trim()) return null;
  const key = `${resume.resume_id}:${resume.version}:${resume.modified}:${today}:${job.company ?? ''}:${job.title}\n${job.description}`;
  let analysis = memo.get(key);
  if (!analysis) {
    analysis = analyzeRoleFit(
      resume,
      { title: job.title, description: job.description, company: job.company },
      today,
    );
    if (memo.size >= MEMO_MAX_ENTRIES) memo.delete(memo.keys().next().value!);
    memo.set(key, analysis);
  }
  return analysis;
}
