/**
 * Mock-interview content as data (product.md#entities "Interview topic"): topics with a question
 * bank. Each topic declares its rubric criteria once (with the lessons and practice problems
 * that train them); each question picks 3–5 of them. SQL and Python questions carry a runnable
 * check so the learner can prove an answer in the in-browser engines. Parsed with these schemas
 * when the bank loads and in `npm test`, so malformed content never ships.
 */
import { z } from 'zod';
import { sqlResultSetSchema } from '../practice/problem-schema.ts';

export const INTERVIEW_DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type InterviewDifficulty = (typeof INTERVIEW_DIFFICULTIES)[number];

/** Session lengths offered (product.md#constants), in minutes. */
export const INTERVIEW_DURATIONS_MIN = [30, 45, 60] as const;
export type InterviewDurationMin = (typeof INTERVIEW_DURATIONS_MIN)[number];

export const INTERVIEW_ICONS = [
  'database',
  'code',
  'layers',
  'workflow',
  'chart',
  'brain',
  'cloud',
  'people',
] as const;

export const MIN_QUESTIONS_PER_TOPIC = 15;
export const MIN_CRITERIA_PER_QUESTION = 3;
export const MAX_CRITERIA_PER_QUESTION = 5;

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Ids are kebab-case');

export const rubricCriterionSchema = z
  .object({
    id: slug,
    /** Short name shown in strengths and improvements, e.g. "Join grain". */
    label: z.string().min(3).max(60),
    /** What a strong answer does for this criterion. */
    description: z.string().min(15),
    /** Lessons (server curriculum ids) and practice problems (common/practice) that train it. */
    lessonIds: z.array(slug).default([]),
    problemIds: z.array(slug).default([]),
  })
  .refine((c) => c.lessonIds.length + c.problemIds.length > 0, {
    message: 'A criterion links to at least one lesson or problem that trains it',
  });

export const sqlCheckSchema = z.object({
  language: z.literal('sql'),
  /** CREATE TABLE statements (SQLite). */
  schema: z.string().min(10),
  seed: z.string().min(10),
  expected: sqlResultSetSchema,
  orderMatters: z.boolean(),
  starterCode: z.string().min(1),
  /** A correct answer: `npm test` proves it passes and the starter does not. */
  solution: z.string().min(1),
});

export const pythonCheckSchema = z.object({
  language: z.literal('python'),
  entryPoint: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/),
  params: z.array(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/)).min(1),
  compare: z.enum(['exact', 'unordered', 'unordered_nested']).default('exact'),
  tests: z.array(z.object({ args: z.array(z.json()), expected: z.json() })).min(3),
  starterCode: z.string().min(1),
  solution: z.string().min(1),
});

export const interviewCheckSchema = z.discriminatedUnion('language', [
  sqlCheckSchema,
  pythonCheckSchema,
]);
export type InterviewCheck = z.infer<typeof interviewCheckSchema>;

export const interviewQuestionSchema = z.object({
  id: slug,
  prompt: z.string().min(20),
  /** The model answer as an outline: the points a strong answer covers. */
  outline: z.array(z.string().min(10)).min(3),
  /** Ids of the topic's criteria this answer is rated against. */
  criteria: z.array(slug).min(MIN_CRITERIA_PER_QUESTION).max(MAX_CRITERIA_PER_QUESTION),
  check: interviewCheckSchema.optional(),
});
export type InterviewQuestion = z.infer<typeof interviewQuestionSchema>;

export const interviewTopicSchema = z
  .object({
    id: slug,
    title: z.string().min(3).max(60),
    description: z.string().min(20).max(240),
    /** Suggested length in minutes; the learner may pick another. */
    duration: z.union([z.literal(30), z.literal(45), z.literal(60)]),
    difficulty: z.enum(INTERVIEW_DIFFICULTIES),
    icon: z.enum(INTERVIEW_ICONS),
    criteria: z.array(rubricCriterionSchema).min(3),
    questions: z.array(interviewQuestionSchema).min(MIN_QUESTIONS_PER_TOPIC),
  })
  .superRefine((topic, context) => {
    const criteria = new Set(topic.criteria.map((c) => c.id));
    const seen = new Set<string>();
    topic.questions.forEach((question, index) => {
      if (seen.has(question.id)) {
        context.addIssue({
          code: 'custom',
          path: ['questions', index, 'id'],
          message: 'Duplicate id',
        });
      }
      seen.add(question.id);
      for (const id of question.criteria) {
        if (!criteria.has(id)) {
          context.addIssue({
            code: 'custom',
            path: ['questions', index, 'criteria'],
            message: `Unknown criterion ${id}`,
          });
        }
      }
      if (new Set(question.criteria).size !== question.criteria.length) {
        context.addIssue({
          code: 'custom',
          path: ['questions', index, 'criteria'],
          message: 'Criteria repeat',
        });
      }
    });
  });

export type InterviewTopic = z.infer<typeof interviewTopicSchema>;
export type RubricCriterion = z.infer<typeof rubricCriterionSchema>;
