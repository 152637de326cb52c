/**
 * Role recommendations (docs/product.md#plan): for each role family, the level the learner's
 * years reach (the highest whose usual years they have, junior at least), scored 0–100:
 *   70 % required skills   average strength of the evidence for each (0 when missing)
 *   20 % preferred skills  the same
 *   10 % experience        résumé years ÷ years the level asks (capped at 1; none asked: full)
 * The best 3 families, each with its strongest evidence and the 3 skills that would raise the
 * score most (a skill's share of its 70 % or 20 %, times what is still missing of its strength).
 * Pure and deterministic: ties go to the profile id.
 */
import { SKILLS_BY_ID } from '../skills/skill-taxonomy.ts';
import type { SkillEvidenceIndex } from './collect-skill-evidence.ts';
import { FIT_WEIGHTS, RAISE_SKILLS, RECOMMENDED_ROLES } from './plan-constants.ts';
import type { RoleRecommendation } from './plan-result.ts';
import { ROLE_LEVELS, type RoleProfile } from './role-profile-schema.ts';

const EVIDENCE_LINES = 3;

function levelFor(profiles: RoleProfile[], years: number): RoleProfile {
  const sorted = [...profiles].sort(
    (a, b) => ROLE_LEVELS.indexOf(a.level) - ROLE_LEVELS.indexOf(b.level),
  );
  return [...sorted].reverse().find((p) => p.years <= years) ?? sorted[0]!;
}

function score(profile: RoleProfile, evidence: SkillEvidenceIndex): RoleRecommendation {
  const nameOf = (id: string) => SKILLS_BY_ID.get(id)?.name ?? id;
  const share = (ids: string[], weight: number) =>
    ids.map((id) => ({ id, weight: weight / ids.length, strength: evidence.strengthOf(id) }));
  const skills = [
    ...share(profile.required, FIT_WEIGHTS.required),
    ...share(profile.preferred, FIT_WEIGHTS.preferred),
  ];
  const experience = profile.years === 0 ? 1 : Math.min(1, evidence.years / profile.years);
  const raw =
    skills.reduce((sum, s) => sum + s.weight * s.strength, 0) + FIT_WEIGHTS.experience * experience;
  const fit = Math.round(raw * 100);
  const shown = skills
    .filter((s) => s.strength > 0)
    .sort((a, b) => b.strength - a.strength || b.weight - a.weight || a.id.localeCompare(b.id));
  const evidenceLines = shown
    .slice(0, EVIDENCE_LINES)
    .map((s) => `${nameOf(s.id)}: ${evidence.bySkill.get(s.id)![0]!.label}`);
  const raise = skills
    .map((s) => ({ skillId: s.id, name: nameOf(s.id), gain: s.weight * (1 - s.strength) }))
    .filter((s) => s.gain > 0)
    .sort((a, b) => b.gain - a.gain || a.skillId.localeCompare(b.skillId))
    .slice(0, RAISE_SKILLS)
    .map(({ gain, ...s }) => ({ ...s, points: Math.round(gain * 100) }));
  const required = skills.filter((s) => profile.required.includes(s.id));
  const met = required.filter((s) => s.strength > 0).length;
  return {
    profileId: profile.id,
    title: profile.title,
    fit,
    evidence: evidenceLines,
    raise,
    reason:
      `You show ${met} of its ${required.length} required skills` +
      (shown.length ? `, strongest ${nameOf(shown[0]!.id)}` : '') +
      (profile.years === 0
        ? '; it asks for no experience.'
        : `; ${evidence.years} of the ${profile.years}+ years it usually asks.`),
  };
}

export function recommendRoles(
  profiles: readonly RoleProfile[],
  evidence: SkillEvidenceIndex,
): RoleRecommendation[] {
  const families = new Map<string, RoleProfile[]>();
  for (const profile of profiles) {
    families.set(profile.family, [...(families.get(profile.family) ?? []), profile]);
  }
  return [...families.values()]
    .map((levels) => score(levelFor(levels, evidence.years), evidence))
    .sort((a, b) => b.fit - a.fit || a.profileId.localeCompare(b.profileId))
    .slice(0, RECOMMENDED_ROLES);
}
