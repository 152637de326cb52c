/**
 * Built-in role profiles (content/roles/role-profiles.json): data roles at junior, mid and senior
 * level, each with required and preferred skills named by taxonomy id. Validated when loaded and
 * in `npm test`: every skill exists, no skill is both required and preferred, ids are unique.
 */
import { z } from 'zod';
import { skillIdSchema } from '../skills/skill-schema.ts';

export const ROLE_LEVELS = ['junior', 'mid', 'senior'] as const;
export const roleLevelSchema = z.enum(ROLE_LEVELS);
export type RoleLevel = z.infer<typeof roleLevelSchema>;

export const roleProfileSchema = z
  .object({
    /** `<family>-<level>`, e.g. `data-engineer-junior`. Never change one: plans point at it. */
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    family: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    title: z.string().min(3).max(80),
    level: roleLevelSchema,
    /** One sentence: what the job is. */
    summary: z.string().min(20).max(300),
    /** Years of experience usually asked. */
    years: z.number().int().min(0).max(20),
    required: z.array(skillIdSchema).min(4).max(14),
    preferred: z.array(skillIdSchema).min(2).max(14),
  })
  .refine((p) => p.id === `${p.family}-${p.level}`, 'A profile id is <family>-<level>')
  .refine(
    (p) => p.required.every((id) => !p.preferred.includes(id)),
    'A skill is either required or preferred',
  );
export type RoleProfile = z.infer<typeof roleProfileSchema>;
