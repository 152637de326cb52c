/**
 * The built-in role profiles (content/roles/role-profiles.json), parsed once when loaded: a
 * malformed file, a duplicate id or a skill the taxonomy does not know fails here and in the unit
 * test, never silently in a plan.
 */
import data from '@/content/roles/role-profiles.json' with { type: 'json' };
import { SKILLS_BY_ID } from '../skills/skill-taxonomy.ts';
import { roleProfileSchema, type RoleProfile } from './role-profile-schema.ts';

const roleProfilesSchema = roleProfileSchema.array().superRefine((profiles, ctx) => {
  const ids = new Set<string>();
  profiles.forEach((profile, index) => {
    if (ids.has(profile.id)) {
      ctx.addIssue({
        code: 'custom',
        message: `Duplicate profile id ${profile.id}`,
        path: [index],
      });
    }
    ids.add(profile.id);
    for (const skill of [...profile.required, ...profile.preferred]) {
      if (!SKILLS_BY_ID.has(skill)) {
        ctx.addIssue({
          code: 'custom',
          message: `Unknown skill ${skill} in profile ${profile.id}`,
          path: [index],
        });
      }
    }
  });
});

export const ROLE_PROFILES: readonly RoleProfile[] = roleProfilesSchema.parse(data);
