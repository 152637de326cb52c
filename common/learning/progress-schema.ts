import { z } from 'zod';
import { PROGRESS_SYNC_MAX_ITEMS } from './learning-limits.ts';

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
