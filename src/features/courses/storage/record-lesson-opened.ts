import { NEVER_CHANGED_AT } from '@/common/courses/courses-rows-schema.ts';
import { writeLessonProgress } from './write-lesson-progress.ts';

/**
 * Notes that the owner opened a lesson (for "continue where you left off"), here and, through
 * the sync engine, on the server. Opening never changes completion.
 */
export async function recordLessonOpened(owner: string, lessonId: string): Promise<void> {
  const now = new Date().toISOString();
  await writeLessonProgress({
    owner,
    lessonId,
    op: 'open',
    payload: { lastOpenedAt: now },
    next: (existing) => ({
      completedAt: existing?.completedAt ?? null,
      updatedAt: existing?.updatedAt ?? NEVER_CHANGED_AT,
      lastOpenedAt: now,
    }),
  });
}
