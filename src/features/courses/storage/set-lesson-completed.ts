import { writeLessonProgress } from './write-lesson-progress.ts';

/** Marks a lesson complete (or not) on this device, and queues it for the server, in one transaction. */
export async function setLessonCompleted(
  owner: string,
  lessonId: string,
  completed: boolean,
): Promise<void> {
  const now = new Date().toISOString();
  const completedAt = completed ? now : null;
  await writeLessonProgress({
    owner,
    lessonId,
    op: 'set-completion',
    payload: { completedAt },
    next: (existing) => ({
      completedAt,
      updatedAt: now,
      lastOpenedAt: existing?.lastOpenedAt ?? now,
    }),
  });
}
