/**
 * Course API, mounted under /api:
 * - `GET  /courses/`                           outline of every course (signed-in users)
 * - `GET  /courses/lessons/{lessonId}/`        one lesson with its paragraphs (signed-in users)
 * - `POST /courses/{courseId}/modules/`        add a module (admins; product.md#module-form)
 * - `POST /courses/modules/{moduleId}/lessons/` add a video lesson (admins; product.md#lesson-form)
 * - `PUT  /courses/modules/{moduleId}/`        edit or reorder a module (admins; product.md#module-form)
 * - `PUT  /courses/lessons/{lessonId}/`        edit or reorder a lesson (admins; product.md#lesson-form)
 * - `POST /courses/videos/`                    upload a lesson video file (admins; multipart)
 * - `GET  /authoring/permissions/`             whether the caller may author, and the video cap
 * GET responses under /courses are cached by the service worker per URL, so they must not
 * depend on who asks; per-user data (progress, permissions) lives under other paths.
 */
import { Hono } from 'hono';
import { API_ROUTES } from '@/common/http/api-paths.ts';
import {
  createLessonRequestSchema,
  createModuleRequestSchema,
  type AuthoringPermissions,
} from '@/common/courses/authoring-schema.ts';
import { requireUser } from '@/server/src/auth/require-user.ts';
import type { Database } from '@/server/src/db/open-database.ts';
import type { Env } from '@/server/src/env.ts';
import { HttpError } from '@/server/src/http/http-error.ts';
import { readJsonBody } from '@/server/src/http/read-json-body.ts';
import { resolveUploadPaths } from '@/server/src/uploads/upload-paths.ts';
import { createLesson } from './create-lesson.ts';
import { createModule } from './create-module.ts';
import { ensureCurriculumSeeded } from './ensure-curriculum-seeded.ts';
import { readCourseOutline } from './read-course-outline.ts';
import { readLesson } from './read-lesson.ts';
import { requireAdmin } from './require-admin.ts';
import { storeVideoUpload } from './store-video-upload.ts';
import { updateLesson } from './update-lesson.ts';
import { updateModule } from './update-module.ts';

const BYTES_PER_MB = 1024 * 1024;

export function createCourseRoutes(database: Database, env: Env): Hono {
  const { db } = database;
  const paths = resolveUploadPaths(env.DATA_DIR);
  const videoMaxBytes = Math.floor(env.VIDEO_UPLOAD_MAX_MB * BYTES_PER_MB);

  return new Hono()
    .get(API_ROUTES.courses.outline, requireUser, async (c) => {
      await ensureCurriculumSeeded(database, env.CONTENT_DIR);
      return c.json({ courses: await readCourseOutline(db) });
    })
    .get(API_ROUTES.courses.lesson, requireUser, async (c) => {
      await ensureCurriculumSeeded(database, env.CONTENT_DIR);
      const lesson = await readLesson(db, c.req.param('lessonId'));
      if (!lesson) throw new HttpError(404, 'lesson_not_found', 'This lesson does not exist.');
      return c.json(lesson);
    })
    .post(API_ROUTES.courses.courseModules, requireUser, requireAdmin, async (c) => {
      await ensureCurriculumSeeded(database, env.CONTENT_DIR);
      const input = await readJsonBody(c, createModuleRequestSchema);
      const created = await createModule(db, c.req.param('courseId'), input, c.get('user').id);
      return c.json(created, 201);
    })
    .post(API_ROUTES.courses.moduleLessons, requireUser, requireAdmin, async (c) => {
      await ensureCurriculumSeeded(database, env.CONTENT_DIR);
      const input = await readJsonBody(c, createLessonRequestSchema);
      const created = await createLesson(db, c.req.param('moduleId'), input, c.get('user').id);
      return c.json(created, 201);
    })
    .put(API_ROUTES.courses.module, requireUser, requireAdmin, async (c) => {
      await ensureCurriculumSeeded(database, env.CONTENT_DIR);
      const input = await readJsonBody(c, createModuleRequestSchema);
      return c.json(await updateModule(db, c.req.param('moduleId'), input));
    })
    .put(API_ROUTES.courses.lesson, requireUser, requireAdmin, async (c) => {
      await ensureCurriculumSeeded(database, env.CONTENT_DIR);
      const input = await readJsonBody(c, createLessonRequestSchema);
      return c.json(await updateLesson(db, c.req.param('lessonId'), input));
    })
    .post(API_ROUTES.courses.videos, requireUser, requireAdmin, async (c) => {
      const stored = await storeVideoUpload(
        db,
        c.req.raw,
        paths,
        videoMaxBytes,
        c.get('user').id,
        // A refused upload whose rest was left unread: the connection cannot be reused.
        () => c.header('Connection', 'close'),
      );
      return c.json(stored, 201);
    })
    .get(API_ROUTES.authoringPermissions, requireUser, (c) => {
      const body: AuthoringPermissions = { canAuthor: c.get('user').isAdmin, videoMaxBytes };
      return c.json(body);
    });
}
