import { RUNTIME_CACHES } from '@/common/cache-names.ts';
import { db } from '@/src/lib/db.ts';

/** "Remove download": frees the cached lessons and videos of a course and forgets the download. */
export async function removeCourseDownload(courseId: string): Promise<void> {
  const row = await db.lessonDownloads.get(courseId);
  if (row && typeof caches !== 'undefined') {
    const [apiCache, mediaCache] = await Promise.all([
      caches.open(RUNTIME_CACHES.lessonsApi),
      caches.open(RUNTIME_CACHES.lessonMedia),
    ]);
    await Promise.all(row.urls.flatMap((url) => [apiCache.delete(url), mediaCache.delete(url)]));
  }
  await db.lessonDownloads.delete(courseId);
}
