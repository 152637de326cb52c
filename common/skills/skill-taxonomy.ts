/**
 * The skills taxonomy, read from its content file (content/skills/taxonomy.json) and validated
 * once at load: a malformed entry fails at start-up, at build and in the unit test, never silently
 * at match time. Matching is on whole words, longest alias first (find-skill-mentions.ts).
 */
import data from '@/content/skills/taxonomy.json' with { type: 'json' };
import { skillTaxonomyFileSchema, skillTaxonomySchema, type Skill } from './skill-schema.ts';

export function toSkillId(name: string): string {
  return name
    .toLowerCase()
    .replace(/\+\+/g, 'pp')
    .replace(/#/g, 'sharp')
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The file's categories and skills as the flat, validated list the matcher uses. */
export function buildSkillTaxonomy(file: unknown): Skill[] {
  const { categories } = skillTaxonomyFileSchema.parse(file);
  return skillTaxonomySchema.parse(
    categories.flatMap((category) =>
      category.skills.map((skill) => ({
        id: toSkillId(skill.name),
        name: skill.name,
        category: category.name,
        aliases: skill.aliases,
        exactCaseAliases: skill.exactCaseAliases,
        parents: skill.parents,
      })),
    ),
  );
}

export const SKILLS: readonly Skill[] = buildSkillTaxonomy(data);

export const SKILLS_BY_ID: ReadonlyMap<string, Skill> = new Map(SKILLS.map((s) => [s.id, s]));

/** The categories in file order. */
export const SKILL_CATEGORIES: readonly string[] = [...new Set(SKILLS.map((s) => s.category))];
