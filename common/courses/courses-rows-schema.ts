import { z } from 'zod';

/**
 * IndexedDB rows of the courses feature (src/lib/db.ts), validated on read so a row written by
 * an older version of the app reads as absent instead of breaking the dashboard.
 */

/** A learner's progress on one lesson on this device; `owner` is the signed-in e-mail. */
export const lessonProgressRowSchema = z.object({
  owner: z.string(),
  lessonId: z.string(),
  completedAt: z.string().nullable(),
  lastOpenedAt: z.string().nullable(),
  /** When completion was last set or cleared; the newest wins when devices merge. */
  updatedAt: z.string(),
  /** Ids of the lesson's exercises passed (a set; absent on rows written before exercises). */
  exercisesPassed: z.array(z.string()).optional(),
  /** Legacy (before Dexie version 3, when the sync engine's outbox took over); new rows have none. */
  syncState: z.enum(['pending', 'synced']).optional(),
});

/** A course the user made available offline: what was stored, so it can be measured and freed. */
export const lessonDownloadRowSchema = z.object({
  courseId: z.string(),
  owner: z.string(),
  lessonIds: z.array(z.string()),
  /** Every cached URL (lesson API responses and video files), for removal. */
  urls: z.array(z.string()),
  bytes: z.number().int().nonnegative(),
  downloadedAt: z.string(),
});

export type LessonProgressRow = z.infer<typeof lessonProgressRowSchema>;
export type LessonDownloadRow = z.infer<typeof lessonDownloadRowSchema>;

/** `updatedAt` of a row whose completion was never changed (loses every merge). */
export const NEVER_CHANGED_AT = '1970-01-01T00:00:00.000Z';
