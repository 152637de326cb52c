/**
 * One sync round for the owner's lesson progress: send the rows changed on this device, then
 * store the server's merged state. A row changed again while the request was in flight stays
 * pending (its merge with the server state differs from the server state), so no change is lost.
 */
import type { LessonProgressRow } from '../../../../common/learning/learning-rows-schema.ts';
import type { LessonProgress } from '../../../../common/learning/progress-schema.ts';
import { db } from '../../../lib/db.ts';
import { putLessonProgress } from '../api/put-lesson-progress.ts';
import { mergeProgressRow, sameProgress } from './merge-progress-row.ts';

/** The server accepts at most this many items per request (PROGRESS_SYNC_MAX_ITEMS). */
const BATCH_SIZE = 200;

export async function syncLessonProgress(owner: string): Promise<void> {
  const pending = await db.lessonProgress.where('[owner+syncState]').equals([owner, 'pending']).toArray();
  const items: LessonProgress[] = pending.map((row) => ({
    lessonId: row.lessonId,
    completedAt: row.completedAt,
    lastOpenedAt: row.lastOpenedAt,
    updatedAt: row.updatedAt,
  }));
  let remote: LessonProgress[] = [];
  if (items.length === 0) remote = await putLessonProgress([]);
  for (let start = 0; start < items.length; start += BATCH_SIZE) {
    remote = await putLessonProgress(items.slice(start, start + BATCH_SIZE));
  }

  await db.transaction('rw', db.lessonProgress, async () => {
    for (const item of remote) {
      const local = await db.lessonProgress.get([owner, item.lessonId]);
      const merged = local ? mergeProgressRow(local, item) : item;
      const row: LessonProgressRow = {
        owner,
        lessonId: item.lessonId,
        completedAt: merged.completedAt,
        lastOpenedAt: merged.lastOpenedAt,
        updatedAt: merged.updatedAt,
        syncState: sameProgress(merged, item) ? 'synced' : 'pending',
      };
      await db.lessonProgress.put(row);
    }
  });
}
