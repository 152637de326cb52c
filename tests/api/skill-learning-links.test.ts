/**
 * Every lesson and practice problem the skills taxonomy links to exists, with the title shown:
 * lessons in the built-in course seed, problems in the problem bank.
 */
import { describe, expect, it } from 'vitest';
import { problemBank } from '../../common/practice/problem-bank.ts';
import {
  CATEGORY_LEARNING_LINKS,
  learningLinksSchema,
  SKILL_LEARNING_LINKS,
} from '../../common/skills/skill-learning-links.ts';
import { SKILL_TAXONOMY_DATA } from '../../common/skills/skill-taxonomy-data.ts';
import { SKILLS_BY_ID } from '../../common/skills/skill-taxonomy.ts';
import { loadBuiltInCurriculum } from '../../server/src/content/load-built-in-curriculum.ts';

const BUILT_IN_CURRICULUM = await loadBuiltInCurriculum();
const lessons = new Map(
  BUILT_IN_CURRICULUM.flatMap((course) =>
    course.modules.flatMap((module) => module.lessons.map((l) => [l.id, l.title] as const)),
  ),
);
const problems = new Map(problemBank.map((p) => [p.id, p.title] as const));

describe('skill learning links', () => {
  const entries = [
    ...Object.entries(SKILL_LEARNING_LINKS).map(([key, links]) => ({ key, links })),
    ...Object.entries(CATEGORY_LEARNING_LINKS).map(([key, links]) => ({ key, links })),
  ];

  it('are keyed by known skills and categories, and every category has a fallback', () => {
    for (const skillId of Object.keys(SKILL_LEARNING_LINKS)) {
      expect(SKILLS_BY_ID.has(skillId), skillId).toBe(true);
    }
    expect(Object.keys(CATEGORY_LEARNING_LINKS).sort()).toEqual(
      Object.keys(SKILL_TAXONOMY_DATA).sort(),
    );
  });

  it('point at lessons of the course seed and problems of the bank, with their titles', () => {
    for (const { key, links } of entries) {
      expect(learningLinksSchema.safeParse(links).success, key).toBe(true);
      for (const lesson of links.lessons) expect(lessons.get(lesson.id), key).toBe(lesson.title);
      for (const problem of links.problems) {
        expect(problems.get(problem.id), key).toBe(problem.title);
      }
    }
  });
});
