/**
 * `POST /api/resume/create/` (issue 24 §4): the upload gate's "Build my résumé here instead" form
 * becomes a new, ready résumé of the signed-in user — the résumé and its items in one
 * transaction, with the gate passed (`has_uploaded_resume`) in the same one, so a failure leaves
 * nothing half made. What was typed is kept as the résumé's original file, like an imported JSON
 * Resume, so every résumé has one.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { API_ROUTES } from '../../../../common/http/api-paths.ts';
import { resumeBuilderSchema } from '../../../../common/resume/resume-builder-schema.ts';
import type { ResumeUploadResponse } from '../../../../common/resume/resume-upload-schema.ts';
import { requireUser } from '../../auth/require-user.ts';
import { insertResumeItems } from '../../db/insert-resume-items.ts';
import type { Db } from '../../db/open-database.ts';
import { resumes } from '../../db/schema/resumes.ts';
import { users } from '../../db/schema/users.ts';
import type { Env } from '../../env.ts';
import { readJsonBody } from '../../http/read-json-body.ts';
import { resolveUploadPaths } from '../../uploads/upload-paths.ts';

export function createResumeBuilderRoutes(db: Db, env: Env, now: () => Date): Hono {
  const paths = resolveUploadPaths(env.DATA_DIR);
  const routes = new Hono();

  routes.post(API_ROUTES.resume.create, requireUser, async (c) => {
    // The owner is the token's user, never a field of the body (strict schema: no user id).
    const userId = c.get('user').id;
    const body = await readJsonBody(c, resumeBuilderSchema);
    const id = randomUUID();
    const resumeName = `${body.learner_name} resume`;
    const fileName = 'Built on Nyra.json';
    const storageName = `${id}.json`;
    const original = JSON.stringify(body);
    await mkdir(paths.resumes, { recursive: true });
    await writeFile(path.join(paths.resumes, storageName), original);
    const at = now();
    try {
      await db.transaction(async (tx) => {
        await tx.insert(resumes).values({
          id,
          userId,
          status: 'ready',
          fileKind: 'form',
          fileName,
          storageName,
          sizeBytes: Buffer.byteLength(original),
          resumeName,
          learnerName: body.learner_name,
          learnerEmail: body.learner_email,
          learnerPhone: body.learner_phone,
          city: body.city,
          role: body.jobs[0]?.title ?? '',
          parsedAt: at,
          createdAt: at,
          updatedAt: at,
        });
        await insertResumeItems(
          tx,
          { resumeId: id, userId },
          {
            employment_history: body.jobs.map((job) => ({
              ...job,
              description: '',
              location: '',
            })),
            education_history: body.education.map((school) => ({
              ...school,
              field_of_study: '',
              description: '',
            })),
            skills: body.skills.map((skill) => ({
              skill_name: skill,
              skill_level: null,
              skill_description: '',
            })),
          },
        );
        await tx
          .update(users)
          .set({ hasUploadedResume: true, updatedAt: at })
          .where(eq(users.id, userId));
      });
    } catch (error) {
      await rm(path.join(paths.resumes, storageName), { force: true });
      throw error;
    }
    const response: ResumeUploadResponse = {
      file_id: id,
      resume_id: id,
      file_name: fileName,
      size_bytes: Buffer.byteLength(original),
      has_uploaded_resume: true,
      status: 'ready',
    };
    return c.json(response, 201);
  });

  return routes;
}
