/**
 * `POST /api/resume/import/`: a JSON Resume file (jsonresume.org) becomes a new,
 * ready resume of the signed-in user, validated with zod (bad input answers 400 naming the
 * field). The JSON itself is kept as the resume's original file, like an uploaded PDF.
 */
import { Hono } from 'hono';
import { API_ROUTES } from '@/common/http/api-paths.ts';
import { fromJsonResume } from '@/common/resume/export/from-json-resume.ts';
import { jsonResumeImportSchema } from '@/common/resume/export/json-resume-schema.ts';
import { resumeContentSchema } from '@/common/resume/export/resume-content-schema.ts';
import { requireUser } from '@/server/src/auth/require-user.ts';
import { insertReadyResume } from '@/server/src/db/insert-ready-resume.ts';
import type { Db } from '@/server/src/db/open-database.ts';
import type { Env } from '@/server/src/env.ts';
import { HttpError } from '@/server/src/http/http-error.ts';
import { readJsonBody } from '@/server/src/http/read-json-body.ts';
import { resolveUploadPaths } from '@/server/src/uploads/upload-paths.ts';

/**
 * Deepest nesting accepted in an imported file. A JSON Resume is ~5 levels deep; unknown fields
 * are kept (other tools add their own) and stored as the original file, and serialising a
 * thousands-deep value overflows the stack (a 500, found by the route fuzz).
 */
export const JSON_RESUME_MAX_DEPTH = 32;

/** Whether a parsed JSON value nests deeper than `max` (iterative, so depth is no risk). */
function nestsDeeperThan(root: unknown, max: number): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value: root, depth: 0 }];
  while (stack.length > 0) {
    const { value, depth } = stack.pop() as { value: unknown; depth: number };
    if (value === null || typeof value !== 'object') continue;
    if (depth >= max) return true;
    for (const item of Object.values(value)) stack.push({ value: item, depth: depth + 1 });
  }
  return false;
}

export function createResumeImportRoutes(db: Db, env: Env, now: () => Date): Hono {
  const paths = resolveUploadPaths(env.DATA_DIR);
  const routes = new Hono();

  routes.post(API_ROUTES.resume.import, requireUser, async (c) => {
    const userId = c.get('user').id;
    const body = await readJsonBody(c, jsonResumeImportSchema);
    if (nestsDeeperThan(body.resume, JSON_RESUME_MAX_DEPTH)) {
      throw new HttpError(400, 'invalid_resume', 'This JSON Resume is nested too deeply.');
    }
    const name = body.file_name.replace(/\.json$/i, '').trim() || 'Resume';
    const parsed = resumeContentSchema.safeParse(fromJsonResume(body.resume, name));
    if (!parsed.success) {
      throw new HttpError(400, 'invalid_resume', 'This JSON Resume has a field that is too long.');
    }
    const content = parsed.data;
    const response = await insertReadyResume(db, paths.resumes, {
      userId,
      fileKind: 'json',
      fileName: body.file_name,
      original: JSON.stringify(body.resume),
      resumeName: name,
      at: now(),
      content,
    });
    return c.json(response, 201);
  });

  return routes;
}
