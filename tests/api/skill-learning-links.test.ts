/**
 * Every lesson and practice problem the skills taxonomy links to exists, with the title shown:
 * lessons in the built-in course seed, problems in the problem bank. The plan catalog, where the
 * links take their titles, lists every built-in lesson.
 */
import { describe, expect, it } from 'vitest';
import { problemBank } from '@/common/practice/problem-bank.ts';
import {
  CATEGORY_LEARNING_LINKS,
  learningLinksSchema,
  SKILL_LEARNING_LINKS,
} from '@/common/skills/skill-learning-links.ts';
import { PLAN_CATALOG } from '@/common/plan/plan-catalog.ts';
import { SKILL_CATEGORIES, SKILLS_BY_ID } from '@/common/skills/skill-taxonomy.ts';
import { loadBuiltInCurriculum } from '@/server/src/content/load-built-in-curriculum.ts';

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
    expect(Object.keys(CATEGORY_LEARNING_LINKS).sort()).toEqual([...SKILL_CATEGORIES].sort());
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

describe('the plan catalog', () => {
  it('lists every built-in lesson with its title, in course order', () => {
    const all = BUILT_IN_CURRICULUM.flatMap((course) =>
      course.modules.flatMap((module) => module.lessons.map(({ id, title }) => ({ id, title }))),
    );
    expect(all.length).toBeGreaterThan(0);
    expect(
      PLAN_CATALOG.lessons,
      'content/plan/catalog.json is out of date: run node scripts/content/generate-plan-catalog.mjs',
    ).toEqual(all);
  });
});
