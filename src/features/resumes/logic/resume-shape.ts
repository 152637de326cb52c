/**
 * The résumé as the role suggestions read it (common/role-analysis/suggest-resume-changes.ts):
 * skills in the order shown, keyed by item id; each job's bullets, keyed by item id.
 */
import type { ResumeDetails } from '@/common/resume/resume-schema.ts';
import type { ResumeShape } from '@/common/role-analysis/suggest-resume-changes.ts';

export function resumeShape(details: ResumeDetails): ResumeShape {
  return {
    skills: details.skills.map((skill) => ({ key: skill.id, name: skill.skill_name })),
    jobs: details.employment_history.map((job) => ({
      key: job.id,
      label: [job.title, job.company_name].filter((part) => part.trim()).join(' at ') || 'a job',
      description: job.description,
    })),
  };
}
