import type { LessonProgressRow } from '../../../../common/learning/learning-rows-schema.ts';
import { db } from '../../../lib/db.ts';
import { requestProgressSync } from './progress-sync-scheduler.ts';

/** Marks a lesson complete (or not) on this device first; the server learns it on the next sync. */
export async function setLessonCompleted(
  owner: string,
  lessonId: string,
  completed: boolean,
): Promise<void> {
  const now = new Date().toISOString();
  await db.transaction('rw', db.lessonProgress, async () => {
    const existing = await db.lessonProgress.get([owner, lessonId]);
    const row: LessonProgressRow = {
      owner,
      lessonId,
      completedAt: completed ? now : null,
      updatedAt: now,
      lastOpenedAt: existing?.lastOpenedAt ?? now,
      syncState: 'pending',
    };
    await db.lessonProgress.put(row);
  });
  requestProgressSync(owner);
}
