/**
 * Lesson progress on the sync engine: one document per lesson and user (id = lesson id), fields
 * `completedAt` and `lastOpenedAt`, one version per document.
 * - `set-completion` is checked against the base version in SQL: the UPDATE only matches the row
 *   at that version (the INSERT only when there is no row, for base 0). No match is a conflict,
 *   answered with the current copy.
 * - `open` commutes (the latest time wins anywhere), so it needs no base version; it still bumps
 *   the version, so a completion made against the older copy is rebased by the client.
 * - `pass-exercise` commutes too: `exercisesPassed` is a set that only grows (union), and only ids
 *   of the lesson's own exercises are accepted.
 * Timestamps from the future are clamped to the server's clock.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  LESSON_PROGRESS_DOC_TYPE,
  openLessonPayloadSchema,
  passExercisePayloadSchema,
  setCompletionPayloadSchema,
  type OpenLessonPayload,
  type PassExercisePayload,
  type SetCompletionPayload,
} from '@/common/courses/progress-schema.ts';
import { NEVER_CHANGED_AT } from '@/common/courses/courses-rows-schema.ts';
import type { ServerCopy } from '@/common/sync/sync-schema.ts';
import type { Db } from '@/server/src/db/open-database.ts';
import { lessonProgress, lessons } from '@/server/src/db/schema/courses.ts';
import { HttpError } from '@/server/src/http/http-error.ts';
import type { ServerDocumentType } from '@/server/src/sync/server-document-type.ts';

function clamp(iso: string, now: Date): Date {
  const time = new Date(iso);
  return time > now ? now : time;
}

async function requireLesson(tx: Db, lessonId: string): Promise<void> {
  const [lesson] = await tx
    .select({ id: lessons.id })
    .from(lessons)
    .where(eq(lessons.id, lessonId));
  if (!lesson) throw new HttpError(404, 'lesson_not_found', 'This lesson no longer exists.');
}

/** 404 unless the lesson exists and holds a graded exercise with this id. */
async function requireExercise(tx: Db, lessonId: string, exerciseId: string): Promise<void> {
  const [lesson] = await tx
    .select({ paragraphs: lessons.paragraphs })
    .from(lessons)
    .where(eq(lessons.id, lessonId));
  if (!lesson) throw new HttpError(404, 'lesson_not_found', 'This lesson no longer exists.');
  if (!lesson.paragraphs.some((p) => p.type === 'exercise' && p.exerciseId === exerciseId)) {
    throw new HttpError(404, 'exercise_not_found', 'This lesson has no such exercise.');
  }
}

/** The current copy of one user's progress on a lesson (version 0: no row yet). */
export async function readProgressCopy(
  tx: Db,
  userId: string,
  lessonId: string,
): Promise<ServerCopy> {
  const [row] = await tx
    .select()
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonId, lessonId)));
  return {
    version: row?.version ?? 0,
    fields: {
      completedAt: row?.completedAt?.toISOString() ?? null,
      lastOpenedAt: row?.lastOpenedAt?.toISOString() ?? null,
      exercisesPassed: row?.exercisesPassed ?? [],
    },
  };
}

export const progressDocumentType: ServerDocumentType = {
  type: LESSON_PROGRESS_DOC_TYPE,
  operations: {
    'set-completion': {
      payload: setCompletionPayloadSchema,
      check: async ({ tx, docId }) => requireLesson(tx, docId),
      apply: async ({ tx, userId, docId, payload, baseVersion, now }) => {
        const { completedAt } = payload as SetCompletionPayload;
        const completed = completedAt === null ? null : clamp(completedAt, now);
        const changed =
          baseVersion === 0
            ? await tx
                .insert(lessonProgress)
                .values({
                  userId,
                  lessonId: docId,
                  completedAt: completed,
                  lastOpenedAt: null,
                  updatedAt: now,
                  version: 1,
                })
                .onConflictDoNothing()
                .returning({ version: lessonProgress.version })
            : await tx
                .update(lessonProgress)
                .set({
                  completedAt: completed,
                  updatedAt: now,
                  version: sql`${lessonProgress.version} + 1`,
                })
                .where(
                  and(
                    eq(lessonProgress.userId, userId),
                    eq(lessonProgress.lessonId, docId),
                    eq(lessonProgress.version, baseVersion),
                  ),
                )
                .returning({ version: lessonProgress.version });
        const [row] = changed;
        if (!row) return { status: 'conflict', current: await readProgressCopy(tx, userId, docId) };
        return { status: 'applied', version: row.version };
      },
    },
    open: {
      payload: openLessonPayloadSchema,
      check: async ({ tx, docId }) => requireLesson(tx, docId),
      apply: async ({ tx, userId, docId, payload, now }) => {
        const { lastOpenedAt } = payload as OpenLessonPayload;
        const [row] = await tx
          .insert(lessonProgress)
          .values({
            userId,
            lessonId: docId,
            completedAt: null,
            lastOpenedAt: clamp(lastOpenedAt, now),
            updatedAt: new Date(NEVER_CHANGED_AT),
            version: 1,
          })
          .onConflictDoUpdate({
            target: [lessonProgress.userId, lessonProgress.lessonId],
            set: {
              lastOpenedAt: sql`greatest(${lessonProgress.lastOpenedAt}, excluded.last_opened_at)`,
              version: sql`${lessonProgress.version} + 1`,
            },
          })
          .returning({ version: lessonProgress.version });
        return { status: 'applied', version: row?.version ?? 1 };
      },
    },
    'pass-exercise': {
      payload: passExercisePayloadSchema,
      check: async ({ tx, docId, payload }) =>
        requireExercise(tx, docId, (payload as PassExercisePayload).exerciseId),
      apply: async ({ tx, userId, docId, payload }) => {
        const { exerciseId } = payload as PassExercisePayload;
        const [row] = await tx
          .insert(lessonProgress)
          .values({
            userId,
            lessonId: docId,
            completedAt: null,
            lastOpenedAt: null,
            updatedAt: new Date(NEVER_CHANGED_AT),
            exercisesPassed: [exerciseId],
            version: 1,
          })
          .onConflictDoUpdate({
            target: [lessonProgress.userId, lessonProgress.lessonId],
            set: {
              exercisesPassed: sql`array(select distinct id from unnest(${lessonProgress.exercisesPassed} || excluded.exercises_passed) as id order by id)`,
              version: sql`${lessonProgress.version} + 1`,
            },
          })
          .returning({ version: lessonProgress.version });
        return { status: 'applied', version: row?.version ?? 1 };
      },
    },
  },
};
