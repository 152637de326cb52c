import { NEVER_CHANGED_AT } from '../../../../common/courses/courses-rows-schema.ts';
import { LESSON_PROGRESS_DOC_TYPE } from '../../../../common/courses/progress-schema.ts';
import { db } from '../../../lib/db.ts';
import { appSyncEngine } from '../../../lib/sync/app-sync-engine.ts';

/**
 * Notes that the owner opened a lesson (for "continue where you left off"), here and, through
 * the sync engine, on the server. Opening never changes completion.
 */
export async function recordLessonOpened(owner: string, lessonId: string): Promise<void> {
  const now = new Date().toISOString();
  await appSyncEngine.write({
    owner,
    docType: LESSON_PROGRESS_DOC_TYPE,
    docId: lessonId,
    op: 'open',
    payload: { lastOpenedAt: now },
    tables: [db.lessonProgress],
    apply: async () => {
      const existing = await db.lessonProgress.get([owner, lessonId]);
      await db.lessonProgress.put({
        owner,
        lessonId,
        completedAt: existing?.completedAt ?? null,
        updatedAt: existing?.updatedAt ?? NEVER_CHANGED_AT,
        lastOpenedAt: now,
      });
    },
  });
}
