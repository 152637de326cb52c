/**
 * Course tables: courses, their modules (display order), lessons ("videos" in product.md#lessons)
 * with their paragraphs, uploaded video file metadata and each user's lesson progress.
 * Paragraphs live in a jsonb column validated by common/courses/paragraph-schema.ts: they are
 * always read and written together with their lesson, never queried on their own.
 *
 * Built-in rows come from content/courses/ (product.md#lessons): `content_hash` is the hash of the
 * file content last written, so start-up rewrites only what changed; `source` is 'content' for
 * rows the files own and 'admin' for rows an admin authored or edited, which the files never
 * overwrite again.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Paragraph } from '@/common/courses/paragraph-schema.ts';
import { users } from './users.ts';

/** Who owns a module or lesson row: the content files, or an admin (authored or edited it). */
export type RowSource = 'content' | 'admin';

export const courses = pgTable(
  'courses',
  {
    /** Stable slug, e.g. "data-engineering". */
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    displayOrder: integer('display_order').notNull().default(1),
    contentHash: text('content_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('courses_title_lower_idx').on(sql`lower(${table.title})`)],
);

export const courseModules = pgTable(
  'course_modules',
  {
    /** Slug for built-in modules, a UUID for authored ones. */
    id: text('id').primaryKey(),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    blurb: text('blurb').notNull(),
    displayOrder: integer('display_order').notNull(),
    source: text('source').$type<RowSource>().notNull().default('admin'),
    contentHash: text('content_hash'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('course_modules_course_order_idx').on(table.courseId, table.displayOrder)],
);

export const videoFiles = pgTable('video_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Generated file name under DATA_DIR/uploads/videos; never the uploader's name. */
  storageName: text('storage_name').notNull().unique(),
  originalName: text('original_name').notNull(),
  /** Detected from the file's first bytes, not from the name or the declared type. */
  mimeType: text('mime_type').notNull(),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const lessons = pgTable(
  'lessons',
  {
    /** Slug for built-in lessons, a UUID for authored ones. */
    id: text('id').primaryKey(),
    moduleId: text('module_id')
      .notNull()
      .references(() => courseModules.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    displayOrder: integer('display_order').notNull(),
    videoFileId: uuid('video_file_id').references(() => videoFiles.id, { onDelete: 'set null' }),
    paragraphs: jsonb('paragraphs')
      .$type<Paragraph[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    source: text('source').$type<RowSource>().notNull().default('admin'),
    contentHash: text('content_hash'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('lessons_module_order_idx').on(table.moduleId, table.displayOrder)],
);

export const lessonProgress = pgTable(
  'lesson_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: text('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    /** When the learner's device made the change; the newest change wins on sync. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** Ids of the lesson's graded exercises passed: a set that only grows (union on merge). */
    exercisesPassed: text('exercises_passed')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Bumped by every change: the sync engine's compare-and-set (server/src/sync/). */
    version: integer('version').notNull().default(1),
  },
  (table) => [primaryKey({ columns: [table.userId, table.lessonId] })],
);

export type CourseRow = typeof courses.$inferSelect;
export type CourseModuleRow = typeof courseModules.$inferSelect;
export type LessonRow = typeof lessons.$inferSelect;
export type VideoFileRow = typeof videoFiles.$inferSelect;
export type LessonProgressRow = typeof lessonProgress.$inferSelect;
