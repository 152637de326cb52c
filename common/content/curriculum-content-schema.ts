/**
 * The built-in curriculum as read from content/courses/ (content/README.md). Modules and lessons
 * are validated by the very schemas of the Add Module / Add Video screens (product.md#module-form, #lesson-form),
 * extended only with the stable slug id a content file carries, so a file can hold nothing an
 * admin could not have typed.
 */
import { z } from 'zod';
import {
  createLessonRequestSchema,
  createModuleRequestSchema,
} from '../courses/authoring-schema.ts';
import { DESCRIPTION_MAX_CHARS } from '../courses/courses-limits.ts';
import type { Paragraph } from '../courses/paragraph-schema.ts';
import type { LessonExercise } from './lesson-exercise-schema.ts';

/** Longest slug: paragraph ids append "-p" and a number and must stay within 64 characters. */
export const CONTENT_ID_MAX_CHARS = 56;

export const contentIdSchema = z
  .string()
  .max(CONTENT_ID_MAX_CHARS, `Ids must be at most ${CONTENT_ID_MAX_CHARS} characters`)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Ids are lower-case slugs such as "sql-joins"');

const descriptionSchema = z
  .string()
  .trim()
  .max(DESCRIPTION_MAX_CHARS, `Description must be at most ${DESCRIPTION_MAX_CHARS} characters`);

export const courseContentSchema = z.object({
  id: contentIdSchema,
  title: createModuleRequestSchema.shape.title,
  displayOrder: createModuleRequestSchema.shape.displayOrder,
  description: descriptionSchema,
});

export const moduleContentSchema = createModuleRequestSchema.extend({ id: contentIdSchema });

export const lessonContentSchema = createLessonRequestSchema
  .omit({ videoFileId: true })
  .extend({ id: contentIdSchema, description: descriptionSchema });

export interface ContentLesson {
  id: string;
  title: string;
  description: string;
  displayOrder: number;
  paragraphs: Paragraph[];
  /**
   * The lesson's graded exercises with their solutions: for the exercise build and the tests
   * only; never written to the database (its paragraphs hold the public part).
   */
  exercises: LessonExercise[];
}

export interface ContentModule {
  id: string;
  title: string;
  blurb: string;
  displayOrder: number;
  lessons: ContentLesson[];
}

export interface ContentCourse {
  id: string;
  title: string;
  description: string;
  displayOrder: number;
  modules: ContentModule[];
}

/** One file under content/courses/: its path relative to that folder ("/"-separated) and text. */
export interface ContentFile {
  path: string;
  text: string;
}
