/**
 * Resumes (product.md#api): `POST /api/resume/upload/` stores a file and queues its parsing
 * (the resume answers `processing` until the job worker is done), `GET /api/resume/` lists the
 * user's resumes, `GET /api/resume/{id}/` gives the details and `DELETE /api/resume/{id}/`
 * removes a resume and its stored file. A resume of another user answers 404, like a missing one.
 * An upload also opens the dashboard gate (has_uploaded_resume, product.md#routes).
 * An upload may carry an `Idempotency-Key` header (a UUID; the sync engine sends its outbox row
 * id): the same owner's same key again answers the résumé the first one made (201, same body),
 * storing and parsing nothing, so an upload whose answer was lost never makes a second résumé.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { API_ROUTES } from '@/common/http/api-paths.ts';
import type { ResumeListResponse } from '@/common/resume/resume-schema.ts';
import type { ResumeUploadResponse } from '@/common/resume/resume-upload-schema.ts';
import { requireUser } from '@/server/src/auth/require-user.ts';
import type { Db } from '@/server/src/db/open-database.ts';
import { resumes } from '@/server/src/db/schema/resumes.ts';
import { users } from '@/server/src/db/schema/users.ts';
import type { Env } from '@/server/src/env.ts';
import { HttpError } from '@/server/src/http/http-error.ts';
import { enqueueJob } from '@/server/src/jobs/enqueue-job.ts';
import { RESUME_PARSE_JOB } from '@/server/src/resume-parse/create-resume-parse-handler.ts';
import { resolveUploadPaths } from '@/server/src/uploads/upload-paths.ts';
import { readResumeDetails } from './read-resume-details.ts';
import { storeResumeUpload } from './store-resume-upload.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A resume name is its file name without the extension (the editor may rename it). */
const EXTENSION = /\.(pdf|docx?|txt)$/i;

function notFound(): HttpError {
  return new HttpError(404, 'not_found', 'This resume does not exist or was deleted.');
}

/** The upload's `Idempotency-Key` (a UUID, compared in lower case), or null without one. */
function uploadKey(header: string | undefined): string | null {
  if (header === undefined) return null;
  if (!UUID.test(header)) {
    throw new HttpError(400, 'invalid_idempotency_key', 'Idempotency-Key must be a UUID.');
  }
  return header.toLowerCase();
}

export interface ResumeRouteDeps {
  db: Db;
  env: Env;
  now: () => Date;
  /** Tells this process's job worker that a job is waiting (it also polls). */
  wakeJobs?: () => void;
}

export function createResumeRoutes({ db, env, now, wakeJobs }: ResumeRouteDeps): Hono {
  const paths = resolveUploadPaths(env.DATA_DIR);
  const routes = new Hono();

  /** The résumé an earlier upload with this key made, as the upload answered it. */
  async function findUploaded(
    userId: string,
    key: string,
  ): Promise<ResumeUploadResponse | undefined> {
    const [row] = await db
      .select({
        id: resumes.id,
        fileName: resumes.fileName,
        sizeBytes: resumes.sizeBytes,
        status: resumes.status,
      })
      .from(resumes)
      .where(and(eq(resumes.userId, userId), eq(resumes.uploadKey, key)));
    if (!row) return undefined;
    return {
      file_id: row.id,
      resume_id: row.id,
      file_name: row.fileName,
      size_bytes: row.sizeBytes,
      has_uploaded_resume: true,
      status: row.status,
    };
  }

  routes.post(API_ROUTES.resume.upload, requireUser, async (c) => {
    const userId = c.get('user').id;
    const key = uploadKey(c.req.header('Idempotency-Key'));
    if (key) {
      // Sent again after a lost answer: the first upload's résumé, the file left unread.
      const earlier = await findUploaded(userId, key);
      if (earlier) {
        c.header('Connection', 'close');
        return c.json(earlier, 201);
      }
    }
    // A refused upload whose rest was left unread: the connection cannot be reused.
    const stored = await storeResumeUpload(c.req.raw, paths, () => c.header('Connection', 'close'));
    let inserted: boolean;
    try {
      inserted = await db.transaction(async (tx) => {
        // The unique (owner, key) index decides between two requests with one key at once: the
        // second waits for the first to commit and then inserts nothing.
        const [row] = await tx
          .insert(resumes)
          .values({
            id: stored.fileId,
            userId,
            fileKind: stored.kind,
            fileName: stored.fileName,
            storageName: stored.storageName,
            sizeBytes: stored.sizeBytes,
            resumeName: stored.fileName.replace(EXTENSION, '').trim() || 'Resume',
            uploadKey: key,
            createdAt: now(),
            updatedAt: now(),
          })
          .onConflictDoNothing({ target: [resumes.userId, resumes.uploadKey] })
          .returning({ id: resumes.id });
        if (!row) return false;
        await enqueueJob(tx as unknown as Db, RESUME_PARSE_JOB, { resumeId: stored.fileId });
        await tx
          .update(users)
          .set({ hasUploadedResume: true, updatedAt: now() })
          .where(eq(users.id, userId));
        return true;
      });
    } catch (error) {
      await rm(path.join(paths.resumes, stored.storageName), { force: true });
      throw error;
    }
    if (!inserted) {
      await rm(path.join(paths.resumes, stored.storageName), { force: true });
      const earlier = key ? await findUploaded(userId, key) : undefined;
      if (earlier) return c.json(earlier, 201);
      // The first résumé was deleted between the two: this copy is gone too; send it again.
      throw new HttpError(503, 'not_applied', 'The upload could not be stored; send it again.');
    }
    wakeJobs?.();
    const body: ResumeUploadResponse = {
      file_id: stored.fileId,
      resume_id: stored.fileId,
      file_name: stored.fileName,
      size_bytes: stored.sizeBytes,
      has_uploaded_resume: true,
      status: 'processing',
    };
    return c.json(body, 201);
  });

  // The list is read far more often than anything else here: built once as a named prepared
  // statement, so neither Drizzle nor PostgreSQL rebuilds or re-plans it per request.
  const listResumes = db
    .select({
      id: resumes.id,
      resumeName: resumes.resumeName,
      learnerName: resumes.learnerName,
      role: resumes.role,
      summary: resumes.summary,
      updatedAt: resumes.updatedAt,
      status: resumes.status,
      parseProgress: resumes.parseProgress,
    })
    .from(resumes)
    .where(eq(resumes.userId, sql.placeholder('userId')))
    .orderBy(desc(resumes.createdAt))
    .prepare('list_resumes');

  routes.get(API_ROUTES.resume.list, requireUser, async (c) => {
    const rows = await listResumes.execute({ userId: c.get('user').id });
    const body: ResumeListResponse = {
      count: rows.length,
      results: rows.map((row) => ({
        resume_id: row.id,
        resume_name: row.resumeName,
        learner_name: row.learnerName,
        role: row.role,
        summary: row.summary,
        modified: row.updatedAt.toISOString(),
        status: row.status,
        parse_progress: row.status === 'processing' ? row.parseProgress : null,
      })),
    };
    return c.json(body);
  });

  routes.get(API_ROUTES.resume.one, requireUser, async (c) => {
    const id = c.req.param('id');
    if (!UUID.test(id)) throw notFound();
    const details = await readResumeDetails(db, c.get('user').id, id);
    if (!details) throw notFound();
    return c.json(details);
  });

  routes.delete(API_ROUTES.resume.one, requireUser, async (c) => {
    const id = c.req.param('id');
    if (!UUID.test(id)) throw notFound();
    const [deleted] = await db
      .delete(resumes)
      .where(and(eq(resumes.id, id), eq(resumes.userId, c.get('user').id)))
      .returning({ storageName: resumes.storageName });
    if (!deleted) throw notFound();
    await rm(path.join(paths.resumes, path.basename(deleted.storageName)), { force: true });
    return c.body(null, 204);
  });

  return routes;
}
