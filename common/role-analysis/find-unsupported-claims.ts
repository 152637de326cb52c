/**
 * What a piece of prose asserts that the resume does not support: skills from the
 * taxonomy the resume never mentions, and numbers (years, percentages, counts) that appear
 * nowhere in the resume or the role. The built-in cover letter must have none (tested); prose
 * rewritten by a language model is discarded when it has any.
 */
import { findSkillMentions } from '../skills/find-skill-mentions.ts';
import { SKILLS_BY_ID } from '../skills/skill-taxonomy.ts';
import type { AnalysisResume } from './read-resume-evidence.ts';
import type { RoleInput } from './role-analysis-schema.ts';

export function resumeText(resume: AnalysisResume): string {
  return [
    resume.learner_name,
    resume.role,
    resume.summary,
    ...resume.employment_history.flatMap((j) => [
      j.title,
      j.company_name,
      j.start_date,
      j.end_date,
      j.location,
      j.description,
    ]),
    ...resume.education_history.flatMap((e) => [
      e.school_name,
      e.degree,
      e.field_of_study,
      e.start_date,
      e.end_date,
      e.description,
    ]),
    ...resume.skills.flatMap((s) => [s.skill_name, s.skill_description]),
  ].join('\n');
}

export function findUnsupportedClaims(
  prose: string,
  resume: AnalysisResume,
  role: RoleInput,
): string[] {
  return createClaimChecker(resume, role)(prose);
}

/**
 * The same check with the resume read once: for a writer that checks many sentences against one
 * resume (the cover letter checks each sentence it writes).
 */
export function createClaimChecker(
  resume: AnalysisResume,
  role: RoleInput,
): (prose: string) => string[] {
  const source = resumeText(resume);
  const known = new Set<string>();
  for (const mention of findSkillMentions(source)) {
    const ids = [mention.skillId];
    for (let i = 0; i < ids.length; i += 1) {
      for (const parent of SKILLS_BY_ID.get(ids[i] ?? '')?.parents ?? []) ids.push(parent);
    }
    ids.forEach((id) => known.add(id));
  }
  const numbers = new Set(`${source}\n${role.title}`.match(/\d+(?:[.,]\d+)?/g) ?? []);
  return (prose) => {
    const problems: string[] = [];
    // Naming the role applied for is not a claim about the candidate.
    const claims = role.title.trim() ? prose.split(role.title).join(' ') : prose;
    for (const mention of findSkillMentions(claims)) {
      if (!known.has(mention.skillId)) problems.push(`skill "${mention.text}"`);
    }
    for (const number of claims.match(/\d+(?:[.,]\d+)?/g) ?? []) {
      if (!numbers.has(number)) problems.push(`number ${number}`);
    }
    return [...new Set(problems)];
  };
}
