/**
 * Regenerates content/plan/catalog.json from the problem bank and the interview bank: every
 * problem (id, title, language, topic, difficulty, in bank order) and every interview topic (id,
 * title, in bank order) and every built-in lesson (id, title, in course order). The hand-written parts stay as they are: `durations` and each interview
 * topic's `skills`. A topic new to the catalog gets an empty `skills` list and a warning; fill it
 * in by hand (the catalog test fails until it has at least one skill).
 *
 *   node scripts/content/generate-plan-catalog.mjs
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import { register } from 'tsx/esm/api';

register();

const ROOT = path.resolve(import.meta.dirname, '../..');
const CATALOG = path.join(ROOT, 'content/plan/catalog.json');

/** Used only when the catalog does not exist yet. */
const DEFAULT_DURATIONS = {
  problemMinutes: { Easy: 20, Medium: 35, Hard: 50 },
  interviewMinutes: 30,
  resumeActionMinutes: 10,
  lessonMinutes: 15,
};

const { problemBank } = await import(
  pathToFileURL(path.join(ROOT, 'common/practice/problem-bank.ts')).href
);
const { INTERVIEW_TOPICS } = await import(
  pathToFileURL(path.join(ROOT, 'common/interviews/interview-bank.ts')).href
);

const { loadBuiltInCurriculum } = await import(
  pathToFileURL(path.join(ROOT, 'server/src/content/load-built-in-curriculum.ts')).href
);
const curriculum = await loadBuiltInCurriculum();

const previous = existsSync(CATALOG) ? JSON.parse(readFileSync(CATALOG, 'utf8')) : {};
const previousSkills = new Map(
  (previous.interviewTopics ?? []).map((topic) => [topic.id, topic.skills]),
);

const catalog = {
  durations: previous.durations ?? DEFAULT_DURATIONS,
  problems: problemBank.map(({ id, title, language, topic, difficulty }) => ({
    id,
    title,
    language,
    topic,
    difficulty,
  })),
  lessons: curriculum.flatMap((course) =>
    course.modules.flatMap((module) => module.lessons.map(({ id, title }) => ({ id, title }))),
  ),
  interviewTopics: INTERVIEW_TOPICS.map(({ id, title }) => {
    const skills = previousSkills.get(id);
    if (!skills) console.warn(`New interview topic ${id}: add its skills to ${CATALOG} by hand`);
    return { id, title, skills: skills ?? [] };
  }),
};

const config = await prettier.resolveConfig(CATALOG);
const text = await prettier.format(JSON.stringify(catalog), { ...config, filepath: CATALOG });
writeFileSync(CATALOG, text);
console.log(
  `Wrote ${path.relative(ROOT, CATALOG)}: ${catalog.problems.length} problems, ${catalog.lessons.length} lessons, ` +
    `${catalog.interviewTopics.length} interview topics`,
);
