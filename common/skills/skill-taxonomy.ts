/**
 * The skills taxonomy built from its data (skill-taxonomy-data.ts) and validated once at load:
 * a malformed entry fails at start-up and in the unit test, never silently at match time.
 */
import { SKILL_TAXONOMY_DATA } from './skill-taxonomy-data.ts';
import { skillTaxonomySchema, type Skill } from './skill-schema.ts';

export function toSkillId(name: string): string {
  return name
    .toLowerCase()
    .replace(/\+\+/g, 'pp')
    .replace(/#/g, 'sharp')
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function buildTaxonomy(): Skill[] {
  const skills: Skill[] = [];
  for (const [category, entries] of Object.entries(SKILL_TAXONOMY_DATA)) {
    for (const entry of entries) {
      const [names = '', ...parents] = entry.split('^');
      const [name = '', ...aliases] = names.split('|');
      skills.push({
        id: toSkillId(name),
        name,
        category,
        aliases: aliases.filter((alias) => !alias.startsWith('=')),
        exactCaseAliases: aliases.filter((alias) => alias.startsWith('=')).map((a) => a.slice(1)),
        parents: parents.map(toSkillId),
      });
    }
  }
  return skillTaxonomySchema.parse(skills);
}

export const SKILLS: readonly Skill[] = buildTaxonomy();

export const SKILLS_BY_ID: ReadonlyMap<string, Skill> = new Map(SKILLS.map((s) => [s.id, s]));
