import type { LessonProgressRow } from '@/common/courses/courses-rows-schema.ts';
import { LESSON_PROGRESS_DOC_TYPE } from '@/common/courses/progress-schema.ts';
import type { SyncFields } from '@/src/lib/sync/sync-document-type.ts';
import { db } from '@/src/lib/db.ts';
import { appSyncEngine } from '@/src/lib/sync/app-sync-engine.ts';

type ProgressFields = Pick<
  LessonProgressRow,
  'completedAt' | 'updatedAt' | 'lastOpenedAt' | 'exercisesPassed'
>;

/**
 * Changes one lesson's progress row on this device and queues `op` for the server, in one
 * transaction. `next` gets the current row (if any) so each change keeps the fields it does not own
 * (`exercisesPassed` is kept when `next` leaves it out).
 */
export async function writeLessonProgress(change: {
  owner: string;
  lessonId: string;
  op: string;
  payload: SyncFields;
  next: (existing: LessonProgressRow | undefined) => ProgressFields;
}): Promise<void> {
  const { owner, lessonId, op, payload, next } = change;
  await appSyncEngine.write({
    owner,
    docType: LESSON_PROGRESS_DOC_TYPE,
    docId: lessonId,
    op,
    payload,
    tables: [db.lessonProgress],
    apply: async () => {
      const existing = await db.lessonProgress.get([owner, lessonId]);
      const fields = next(existing);
      // Changes that do not own the passed exercises keep them.
      const exercisesPassed = fields.exercisesPassed ?? existing?.exercisesPassed ?? [];
      await db.lessonProgress.put({ owner, lessonId, ...fields, exercisesPassed });
    },
  });
}
