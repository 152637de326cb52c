/**
 * Which content teaches and tests which skill, read once from the learning links
 * (common/skills/skill-learning-links.ts), the plan catalog and the taxonomy's parents:
 * - a lesson teaches the skills whose own links list it;
 * - a problem tests the skills whose own links list it, plus its language (SQL, Python);
 * - an interview topic tests the skills the catalog names for it.
 * Evidence for a skill is evidence for its broader skills too (Kafka Connect → Kafka). To teach a
 * skill without its own links, its category's links stand in, as in the role analysis.
 */
import { CATEGORY_LEARNING_LINKS, SKILL_LEARNING_LINKS } from '../skills/skill-learning-links.ts';
import { SKILLS_BY_ID } from '../skills/skill-taxonomy.ts';
import type { CatalogProblem, PlanCatalog } from './plan-catalog-schema.ts';

export interface SkillContentIndex {
  problemsById: ReadonlyMap<string, CatalogProblem>;
  lessonTitles: ReadonlyMap<string, string>;
  topicTitles: ReadonlyMap<string, string>;
  /** Skills a passed problem / completed lesson / scored topic is evidence for (with parents). */
  skillsOfProblem: (problemId: string) => readonly string[];
  skillsOfLesson: (lessonId: string) => readonly string[];
  skillsOfTopic: (topicId: string) => readonly string[];
  /** Content that teaches or tests a skill, best first (own links, else its category's). */
  lessonsFor: (skillId: string) => readonly string[];
  problemsFor: (skillId: string) => readonly CatalogProblem[];
  topicsFor: (skillId: string) => readonly PlanCatalog['interviewTopics'][number][];
}

const DIFFICULTY_ORDER = { Easy: 0, Medium: 1, Hard: 2 } as const;

function withParents(ids: Iterable<string>): string[] {
  const out = [...new Set(ids)];
  for (let i = 0; i < out.length; i += 1) {
    for (const parent of SKILLS_BY_ID.get(out[i] ?? '')?.parents ?? []) {
      if (!out.includes(parent)) out.push(parent);
    }
  }
  return out;
}

function push(map: Map<string, string[]>, key: string, value: string): void {
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (!list.includes(value)) list.push(value);
}

export function indexSkillContent(catalog: PlanCatalog): SkillContentIndex {
  const problemsById = new Map(catalog.problems.map((p) => [p.id, p]));
  const lessonTitles = new Map<string, string>();
  const problemSkills = new Map<string, string[]>();
  const lessonSkills = new Map<string, string[]>();
  for (const [skillId, links] of Object.entries(SKILL_LEARNING_LINKS)) {
    for (const lesson of links.lessons) {
      lessonTitles.set(lesson.id, lesson.title);
      push(lessonSkills, lesson.id, skillId);
    }
    for (const problem of links.problems) push(problemSkills, problem.id, skillId);
  }
  for (const links of Object.values(CATEGORY_LEARNING_LINKS)) {
    for (const lesson of links.lessons) lessonTitles.set(lesson.id, lesson.title);
  }
  for (const problem of catalog.problems) push(problemSkills, problem.id, problem.language);
  const topicSkills = new Map(catalog.interviewTopics.map((t) => [t.id, withParents(t.skills)]));

  const memo = new Map<string, readonly string[]>();
  const cached = (key: string, compute: () => string[]) => {
    let value = memo.get(key);
    if (!value) memo.set(key, (value = compute()));
    return value;
  };
  const byDifficulty = (a: CatalogProblem, b: CatalogProblem) =>
    DIFFICULTY_ORDER[a.difficulty] - DIFFICULTY_ORDER[b.difficulty];

  return {
    problemsById,
    lessonTitles,
    topicTitles: new Map(catalog.interviewTopics.map((t) => [t.id, t.title])),
    skillsOfProblem: (id) => cached(`p:${id}`, () => withParents(problemSkills.get(id) ?? [])),
    skillsOfLesson: (id) => cached(`l:${id}`, () => withParents(lessonSkills.get(id) ?? [])),
    skillsOfTopic: (id) => topicSkills.get(id) ?? [],
    lessonsFor: (skillId) =>
      cached(`tl:${skillId}`, () => {
        const own = SKILL_LEARNING_LINKS[skillId]?.lessons ?? [];
        const category = SKILLS_BY_ID.get(skillId)?.category ?? '';
        const links = own.length ? own : (CATEGORY_LEARNING_LINKS[category]?.lessons ?? []);
        return links.map((l) => l.id);
      }),
    problemsFor: (skillId) => {
      const own = SKILL_LEARNING_LINKS[skillId]?.problems ?? [];
      const category = SKILLS_BY_ID.get(skillId)?.category ?? '';
      const links = own.length ? own : (CATEGORY_LEARNING_LINKS[category]?.problems ?? []);
      const ids = new Set(links.map((p) => p.id));
      const inLanguage = catalog.problems.filter((p) => p.language === skillId);
      // Own links first (in difficulty order), then the language's whole bank for SQL / Python.
      const listed = catalog.problems.filter((p) => ids.has(p.id)).sort(byDifficulty);
      return [...listed, ...inLanguage.filter((p) => !ids.has(p.id)).sort(byDifficulty)];
    },
    topicsFor: (skillId) =>
      catalog.interviewTopics.filter((t) => (topicSkills.get(t.id) ?? []).includes(skillId)),
  };
}
