import { API_ROUTES } from '@/common/http/api-paths.ts';
import {
  LESSON_PROGRESS_DOC_TYPE,
  progressListResponseSchema,
} from '@/common/courses/progress-schema.ts';
import { apiRequest } from '@/src/lib/api-client.ts';
import { appSyncEngine } from '@/src/lib/sync/app-sync-engine.ts';

/**
 * Reads the owner's progress from the server (another device's changes) into this device,
 * through the sync engine so lessons with unsent changes keep them.
 */
export async function pullLessonProgress(owner: string): Promise<void> {
  const { items } = await apiRequest(API_ROUTES.lessonProgress, progressListResponseSchema);
  await appSyncEngine.receiveServerCopies(
    owner,
    LESSON_PROGRESS_DOC_TYPE,
    items.map((item) => ({
      docId: item.lessonId,
      version: item.version ?? 0,
      fields: { completedAt: item.completedAt, lastOpenedAt: item.lastOpenedAt },
    })),
  );
}
