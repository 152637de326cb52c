import { z } from 'zod';
import { PROGRESS_SYNC_MAX_ITEMS } from './courses-limits.ts';

/** Most exercise ids one lesson's progress holds (a lesson has a handful of exercises). */
export const EXERCISES_PASSED_MAX = 50;
const exerciseIdSchema = z.string().min(1).max(64);
/**
 * The ids of the lesson's graded exercises the learner has passed: only ever grows, and merges as
 * a set union, so two devices never conflict on it.
 */
export const exercisesPassedSchema = z.array(exerciseIdSchema).max(EXERCISES_PASSED_MAX);

/**
 * A learner's progress on one lesson. `updatedAt` is when completion was last set or cleared (by
 * the device that did it): the newest completion change wins, while `lastOpenedAt` keeps the
 * latest time seen anywhere, so devices that were offline merge cleanly in any order.
 */
export const lessonProgressSchema = z.object({
  lessonId: z.string().min(1).max(200),
  completedAt: z.iso.datetime({ offset: true }).nullable(),
  lastOpenedAt: z.iso.datetime({ offset: true }).nullable(),
  updatedAt: z.iso.datetime({ offset: true }),
  /** Absent from old clients (nothing passed as far as they know). */
  exercisesPassed: exercisesPassedSchema.optional(),
  /** The server's version of this row (the sync engine's compare-and-set); absent from old clients. */
  version: z.number().int().min(0).optional(),
});

export const progressSyncRequestSchema = z.object({
  items: z
    .array(lessonProgressSchema)
    .max(PROGRESS_SYNC_MAX_ITEMS, `Send at most ${PROGRESS_SYNC_MAX_ITEMS} items at a time`),
});

export const progressListResponseSchema = z.object({ items: z.array(lessonProgressSchema) });

export type LessonProgress = z.infer<typeof lessonProgressSchema>;
export type ProgressSyncRequest = z.infer<typeof progressSyncRequestSchema>;
export type ProgressListResponse = z.infer<typeof progressListResponseSchema>;

/** Sync engine document type of lesson progress (one document per lesson, id = lesson id). */
export const LESSON_PROGRESS_DOC_TYPE = 'lesson-progress';

/** `set-completion`: the learner marked the lesson complete (an instant) or not complete (null). */
export const setCompletionPayloadSchema = z.object({
  completedAt: z.iso.datetime({ offset: true }).nullable(),
});
/** `open`: the learner opened the lesson; commutes (the server keeps the latest time). */
export const openLessonPayloadSchema = z.object({
  lastOpenedAt: z.iso.datetime({ offset: true }),
});
/** `pass-exercise`: the learner passed one of the lesson's exercises; commutes (set union). */
export const passExercisePayloadSchema = z.object({ exerciseId: exerciseIdSchema });
export type PassExercisePayload = z.infer<typeof passExercisePayloadSchema>;
export type SetCompletionPayload = z.infer<typeof setCompletionPayloadSchema>;
export type OpenLessonPayload = z.infer<typeof openLessonPayloadSchema>;
