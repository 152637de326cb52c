/**
 * One skill of the taxonomy: a stable id (slug of the canonical name), the canonical
 * name, its category, aliases matched ignoring case, aliases matched only with their exact case,
 * and the broader skills a mention of it also proves (`parents`, ids).
 */
import { z } from 'zod';

export const skillIdSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const skillSchema = z.object({
  id: skillIdSchema,
  name: z.string().min(1),
  category: z.string().min(1),
  aliases: z.array(z.string().min(1)),
  exactCaseAliases: z.array(z.string().min(1)),
  parents: z.array(skillIdSchema),
});
export type Skill = z.infer<typeof skillSchema>;

/**
 * The taxonomy file (content/skills/taxonomy.json) as an author writes it: categories of skills,
 * each skill a canonical name with optional aliases (matched ignoring case), exact-case aliases
 * (short or everyday words such as R or Go, which would otherwise match ordinary prose) and the
 * ids of broader skills a mention also proves (Kafka Connect proves Kafka).
 */
export const skillTaxonomyFileSchema = z.strictObject({
  categories: z
    .array(
      z.strictObject({
        name: z.string().min(1),
        skills: z
          .array(
            z.strictObject({
              name: z.string().min(1),
              aliases: z.array(z.string().min(1)).default([]),
              exactCaseAliases: z.array(z.string().min(1)).default([]),
              parents: z.array(skillIdSchema).default([]),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
});

/** The whole taxonomy: unique ids, no alias shared by two skills, parents that exist. */
export const skillTaxonomySchema = z.array(skillSchema).superRefine((skills, ctx) => {
  const ids = new Set<string>();
  const aliasOwner = new Map<string, string>();
  for (const skill of skills) {
    if (ids.has(skill.id))
      ctx.addIssue({ code: 'custom', message: `Duplicate skill id ${skill.id}` });
    ids.add(skill.id);
    const keys = [
      ...[skill.name, ...skill.aliases].map((alias) => `i:${alias.toLowerCase()}`),
      ...skill.exactCaseAliases.map((alias) => `c:${alias}`),
    ];
    for (const key of new Set(keys)) {
      const owner = aliasOwner.get(key);
      if (owner && owner !== skill.id) {
        ctx.addIssue({
          code: 'custom',
          message: `Alias ${key} of ${skill.id} also names ${owner}`,
        });
      }
      aliasOwner.set(key, skill.id);
    }
  }
  for (const skill of skills) {
    for (const parent of skill.parents) {
      if (!ids.has(parent) || parent === skill.id) {
        ctx.addIssue({ code: 'custom', message: `Unknown parent ${parent} of ${skill.id}` });
      }
    }
  }
});
