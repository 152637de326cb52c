/**
 * The course outline of `GET /api/courses/`: every course with its modules and lesson summaries,
 * each level ordered by display order (then creation time, so equal orders stay stable).
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Course, CourseModule } from '@/common/courses/course-schema.ts';
import type { Db } from '@/server/src/db/open-database.ts';
import { courseModules, courses, lessons, videoFiles } from '@/server/src/db/schema/courses.ts';
import { lessonVideoUrl } from './lesson-video-url.ts';
import { readingMinutesSql } from './reading-minutes-sql.ts';

export async function readCourseOutline(db: Db): Promise<Course[]> {
  const [courseRows, moduleRows, lessonRows] = await Promise.all([
    db.select().from(courses).orderBy(asc(courses.displayOrder), asc(courses.id)),
    db
      .select()
      .from(courseModules)
      .orderBy(
        asc(courseModules.displayOrder),
        asc(courseModules.createdAt),
        asc(courseModules.id),
      ),
    db
      .select({
        id: lessons.id,
        moduleId: lessons.moduleId,
        title: lessons.title,
        description: lessons.description,
        displayOrder: lessons.displayOrder,
        storageName: videoFiles.storageName,
        videoSizeBytes: videoFiles.sizeBytes,
        readingMinutes: readingMinutesSql,
        // The ids of its exercise paragraphs, without shipping the paragraphs.
        exerciseIds: sql<
          string[]
        >`coalesce((select array_agg(p->>'exerciseId' order by (p->>'order')::int)
          from jsonb_array_elements(${lessons.paragraphs}) as p
          where p->>'type' = 'exercise'), '{}'::text[])`,
      })
      .from(lessons)
      .leftJoin(videoFiles, eq(videoFiles.id, lessons.videoFileId))
      .orderBy(asc(lessons.displayOrder), asc(lessons.createdAt), asc(lessons.id)),
  ]);

  const modulesByCourse = new Map<string, CourseModule[]>();
  const modulesById = new Map<string, CourseModule>();
  for (const row of moduleRows) {
    const module: CourseModule = {
      id: row.id,
      courseId: row.courseId,
      title: row.title,
      blurb: row.blurb,
      displayOrder: row.displayOrder,
      lessons: [],
    };
    modulesById.set(row.id, module);
    const list = modulesByCourse.get(row.courseId) ?? [];
    list.push(module);
    modulesByCourse.set(row.courseId, list);
  }
  for (const row of lessonRows) {
    modulesById.get(row.moduleId)?.lessons.push({
      id: row.id,
      title: row.title,
      description: row.description,
      displayOrder: row.displayOrder,
      videoUrl: row.storageName ? lessonVideoUrl(row.storageName) : null,
      videoSizeBytes: row.storageName ? row.videoSizeBytes : null,
      readingMinutes: Number(row.readingMinutes),
      ...(row.exerciseIds.length > 0 ? { exerciseIds: row.exerciseIds } : {}),
    });
  }
  return courseRows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    modules: modulesByCourse.get(row.id) ?? [],
  }));
}
