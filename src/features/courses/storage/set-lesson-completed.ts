import { LESSON_PROGRESS_DOC_TYPE } from '../../../../common/courses/progress-schema.ts';
import { db } from '../../../lib/db.ts';
import { appSyncEngine } from '../../../lib/sync/app-sync-engine.ts';

/** Marks a lesson complete (or not) on this device, and queues it for the server, in one transaction. */
export async function setLessonCompleted(
  owner: string,
  lessonId: string,
  completed: boolean,
): Promise<void> {
  const now = new Date().toISOString();
  const completedAt = completed ? now : null;
  await appSyncEngine.write({
    owner,
    docType: LESSON_PROGRESS_DOC_TYPE,
    docId: lessonId,
    op: 'set-completion',
    payload: { completedAt },
    tables: [db.lessonProgress],
    apply: async () => {
      const existing = await db.lessonProgress.get([owner, lessonId]);
      await db.lessonProgress.put({
        owner,
        lessonId,
        completedAt,
        updatedAt: now,
        lastOpenedAt: existing?.lastOpenedAt ?? now,
      });
    },
  });
}
