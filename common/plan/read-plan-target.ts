/**
 * The skills the plan aims at: a built-in role profile's required and preferred skills, or those
 * the role analyzer reads from a job description the learner pasted. Null when the target no
 * longer exists (a profile retired, a role deleted on another device).
 */
import { readJobDescription } from '../role-analysis/read-job-description.ts';
import { SKILLS_BY_ID } from '../skills/skill-taxonomy.ts';
import type { PlanSettings } from './plan-document-schema.ts';
import type { PlanRole } from './plan-evidence-schema.ts';
import type { RoleProfile } from './role-profile-schema.ts';

export interface PlanRequirement {
  skillId: string;
  name: string;
  importance: 'required' | 'preferred';
  /** Every skill of a choice; empty for a single skill. */
  alternatives: string[];
}

export interface PlanTarget {
  title: string;
  requirements: PlanRequirement[];
}

const nameOf = (id: string) => SKILLS_BY_ID.get(id)?.name ?? id;

function choiceName(ids: string[]): string {
  const names = ids.map(nameOf);
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

export function readPlanTarget(
  settings: Pick<PlanSettings, 'targetKind' | 'targetId'>,
  profiles: readonly RoleProfile[],
  roles: readonly PlanRole[],
): PlanTarget | null {
  if (settings.targetKind === 'profile') {
    const profile = profiles.find((p) => p.id === settings.targetId);
    if (!profile) return null;
    const one = (importance: PlanRequirement['importance']) => (skillId: string) => ({
      skillId,
      name: nameOf(skillId),
      importance,
      alternatives: [],
    });
    return {
      title: profile.title,
      requirements: [
        ...profile.required.map(one('required')),
        ...profile.preferred.map(one('preferred')),
      ],
    };
  }
  const role = roles.find((r) => r.id === settings.targetId);
  if (!role) return null;
  const job = readJobDescription(role.title, role.description);
  return {
    title: role.title,
    requirements: job.skills.map((skill) => ({
      skillId: skill.skillId,
      name: skill.alternatives ? choiceName(skill.alternatives) : nameOf(skill.skillId),
      importance: skill.importance,
      alternatives: skill.alternatives ?? [],
    })),
  };
}
