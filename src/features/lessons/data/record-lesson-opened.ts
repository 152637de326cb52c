import {
  NEVER_CHANGED_AT,
  type LessonProgressRow,
} from '../../../../common/learning/learning-rows-schema.ts';
import { db } from '../../../lib/db.ts';
import { requestProgressSync } from './progress-sync-scheduler.ts';

/**
 * Notes that the owner opened a lesson (for "continue where you left off"). Opening never
 * changes completion, so `updatedAt` (the completion clock) is left alone.
 */
export async function recordLessonOpened(owner: string, lessonId: string): Promise<void> {
  const now = new Date().toISOString();
  await db.transaction('rw', db.lessonProgress, async () => {
    const existing = await db.lessonProgress.get([owner, lessonId]);
    const row: LessonProgressRow = {
      owner,
      lessonId,
      completedAt: existing?.completedAt ?? null,
      updatedAt: existing?.updatedAt ?? NEVER_CHANGED_AT,
      lastOpenedAt: now,
      syncState: 'pending',
    };
    await db.lessonProgress.put(row);
  });
  requestProgressSync(owner);
}
