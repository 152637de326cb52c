import { describe, expect, it } from 'vitest';
import { findSkillMentions } from './find-skill-mentions.ts';
import { skillTaxonomySchema } from './skill-schema.ts';
import { buildSkillTaxonomy, SKILL_CATEGORIES, SKILLS, SKILLS_BY_ID } from './skill-taxonomy.ts';

const ids = (text: string) => findSkillMentions(text).map((m) => m.skillId);

describe('skills taxonomy', () => {
  it('has at least 300 skills in categories, valid against its schema', () => {
    expect(SKILLS.length).toBeGreaterThanOrEqual(300);
    expect(SKILL_CATEGORIES.length).toBeGreaterThanOrEqual(10);
    expect(skillTaxonomySchema.safeParse(SKILLS).success).toBe(true);
  });

  it('rejects an alias shared by two skills and an unknown parent', () => {
    const base = { category: 'x', exactCaseAliases: [], parents: [] };
    expect(
      skillTaxonomySchema.safeParse([
        { ...base, id: 'a', name: 'A', aliases: ['shared'] },
        { ...base, id: 'b', name: 'B', aliases: ['Shared'] },
      ]).success,
    ).toBe(false);
    expect(
      skillTaxonomySchema.safeParse([{ ...base, id: 'a', name: 'A', aliases: [], parents: ['zz'] }])
        .success,
    ).toBe(false);
  });

  it('refuses a malformed content file with the reason', () => {
    const file = (skills: unknown[]) => ({ categories: [{ name: 'x', skills }] });
    expect(() => buildSkillTaxonomy(file([{ name: 'A', alias: ['typo'] }]))).toThrow(/alias/);
    expect(() => buildSkillTaxonomy(file([{ name: 'A', parents: ['nope'] }]))).toThrow(
      /Unknown parent nope/,
    );
    expect(buildSkillTaxonomy(file([{ name: 'C++', exactCaseAliases: ['CPP'] }]))).toEqual([
      {
        id: 'cpp',
        name: 'C++',
        category: 'x',
        aliases: [],
        exactCaseAliases: ['CPP'],
        parents: [],
      },
    ]);
  });

  it('maps synonyms and abbreviations to one skill', () => {
    expect(ids('PySpark')).toEqual(['spark']);
    expect(ids('k8s')).toEqual(['kubernetes']);
    expect(ids('GBQ')).toEqual(['bigquery']);
    expect(ids('fine tuning and fine-tuning')).toEqual(['fine-tuning', 'fine-tuning']);
    expect(SKILLS_BY_ID.get('amazon-s3')?.parents).toContain('aws');
  });

  it('prefers the longest alias and keeps ordinary words apart from short skill names', () => {
    expect(ids('Spark Streaming')).toEqual(['spark-streaming']);
    expect(ids('Snowflake schema')).toEqual(['snowflake-schema']);
    expect(ids('I go deep and excel at R&D')).toEqual([]);
    expect(ids('Go, R and Excel')).toEqual(['go', 'r', 'excel']);
    expect(ids('C++ and C#')).toEqual(['cpp', 'csharp']);
  });
});

describe('aliases postings use', () => {
  it.each([
    ['2+ years managing a team of analysts', 'leadership'],
    ['Able to communicate findings clearly', 'communication'],
    ['Experience productionizing models', 'model-deployment'],
    ['You will own model observability', 'model-monitoring'],
    ['Strong SQL-heavy background', 'sql'],
    ['Kafka-based pipelines', 'kafka'],
  ])('"%s" names %s', (text, id) => {
    expect(findSkillMentions(text).map((m) => m.skillId)).toContain(id);
  });

  it('still refuses a hyphenated word that is not a describing one', () => {
    expect(findSkillMentions('spark-submit').map((m) => m.skillId)).not.toContain('spark');
  });
});
