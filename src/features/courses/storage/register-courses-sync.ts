/**
 * Wires the courses feature into the app's sync engine once (src/app/start-sync.ts): the lesson
 * progress document type, the refresh from the server after each complete flush, and the
 * sign-out cleanup of cached lessons (unsent changes stay in the engine's outbox, by owner).
 */
import { registerSignOutCleanup } from '@/src/lib/sign-out-cleanup.ts';
import { appSyncEngine } from '@/src/lib/sync/app-sync-engine.ts';
import { clearCoursesOfflineData } from './clear-courses-offline-data.ts';
import { lessonProgressSyncType } from './lesson-progress-sync-type.ts';
import { pullLessonProgress } from './pull-lesson-progress.ts';

let registered = false;

export function registerCoursesSync(): void {
  if (registered) return;
  registered = true;
  appSyncEngine.registerType(lessonProgressSyncType);
  appSyncEngine.registerPull(pullLessonProgress);
  registerSignOutCleanup(clearCoursesOfflineData);
}
