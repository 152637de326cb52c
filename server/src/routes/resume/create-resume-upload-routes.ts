/**
 * `POST /api/resume/upload/` (SPEC 7): multipart with one file field `resume_file`. On success
 * the user's has_uploaded_resume becomes true, which opens the dashboard (SPEC 2.1 gate).
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { ResumeUploadResponse } from '../../../../common/resume/resume-upload-schema.ts';
import { requireUser } from '../../auth/require-user.ts';
import type { Db } from '../../db/open-database.ts';
import { users } from '../../db/schema/users.ts';
import type { Env } from '../../env.ts';
import { resolveUploadPaths } from '../../uploads/upload-paths.ts';
import { storeResumeUpload } from './store-resume-upload.ts';

export function createResumeUploadRoutes(db: Db, env: Env, now: () => Date): Hono {
  const paths = resolveUploadPaths(env.DATA_DIR);
  return new Hono().post('/resume/upload/', requireUser, async (c) => {
    // A refused upload whose rest was left unread: the connection cannot be reused.
    const stored = await storeResumeUpload(c.req.raw, paths, () => c.header('Connection', 'close'));
    await db
      .update(users)
      .set({ hasUploadedResume: true, updatedAt: now() })
      .where(eq(users.id, c.get('user').id));
    const body: ResumeUploadResponse = {
      file_id: stored.fileId,
      file_name: stored.fileName,
      size_bytes: stored.sizeBytes,
      has_uploaded_resume: true,
    };
    return c.json(body, 201);
  });
}
