/**
 * Sign-out cleanup of the courses feature: lesson API responses and downloaded videos in the
 * service worker's caches (cached per URL, so they would otherwise outlive the session), and
 * the progress and download rows in IndexedDB.
 */
import { RUNTIME_CACHES } from '@/common/cache-names.ts';
import { db } from '@/src/lib/db.ts';

export async function clearCoursesOfflineData(): Promise<void> {
  const tasks: Array<Promise<unknown>> = [db.lessonProgress.clear(), db.lessonDownloads.clear()];
  if (typeof caches !== 'undefined') {
    tasks.push(caches.delete(RUNTIME_CACHES.lessonsApi), caches.delete(RUNTIME_CACHES.lessonMedia));
  }
  await Promise.all(tasks);
}
