import { eq } from 'drizzle-orm';
import type { Lesson } from '@/common/courses/lesson-schema.ts';
import type { Db } from '@/server/src/db/open-database.ts';
import { courseModules, lessons, videoFiles } from '@/server/src/db/schema/courses.ts';
import { lessonVideoUrl } from './lesson-video-url.ts';
import { readingMinutesSql } from './reading-minutes-sql.ts';

/** One lesson with its paragraphs (sorted by their order), or null when there is none. */
export async function readLesson(db: Db, lessonId: string): Promise<Lesson | null> {
  const [row] = await db
    .select({
      lesson: lessons,
      courseId: courseModules.courseId,
      storageName: videoFiles.storageName,
      videoSizeBytes: videoFiles.sizeBytes,
      videoMimeType: videoFiles.mimeType,
      readingMinutes: readingMinutesSql,
    })
    .from(lessons)
    .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
    .leftJoin(videoFiles, eq(videoFiles.id, lessons.videoFileId))
    .where(eq(lessons.id, lessonId))
    .limit(1);
  if (!row) return null;
  const { lesson } = row;
  return {
    id: lesson.id,
    moduleId: lesson.moduleId,
    courseId: row.courseId,
    title: lesson.title,
    description: lesson.description,
    displayOrder: lesson.displayOrder,
    videoUrl: row.storageName ? lessonVideoUrl(row.storageName) : null,
    videoSizeBytes: row.storageName ? row.videoSizeBytes : null,
    videoMimeType: row.storageName ? row.videoMimeType : null,
    readingMinutes: Number(row.readingMinutes),
    paragraphs: [...lesson.paragraphs].sort((a, b) => a.order - b.order),
    updatedAt: lesson.updatedAt.toISOString(),
  };
}
