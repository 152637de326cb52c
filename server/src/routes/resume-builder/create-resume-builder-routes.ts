/**
 * `POST /api/resume/create/` (issue 24 §4): the upload gate's "Build my résumé here instead" form
 * becomes a new, ready résumé of the signed-in user — the résumé and its items in one
 * transaction, with the gate passed (`has_uploaded_resume`) in the same one, so a failure leaves
 * nothing half made. What was typed is kept as the résumé's original file, like an imported JSON
 * Resume, so every résumé has one.
 */
import { Hono } from 'hono';
import { API_ROUTES } from '@/common/http/api-paths.ts';
import { resumeBuilderSchema } from '@/common/resume/resume-builder-schema.ts';
import { requireUser } from '@/server/src/auth/require-user.ts';
import { insertReadyResume } from '@/server/src/db/insert-ready-resume.ts';
import type { Db } from '@/server/src/db/open-database.ts';
import type { Env } from '@/server/src/env.ts';
import { readJsonBody } from '@/server/src/http/read-json-body.ts';
import { resolveUploadPaths } from '@/server/src/uploads/upload-paths.ts';

export function createResumeBuilderRoutes(db: Db, env: Env, now: () => Date): Hono {
  const paths = resolveUploadPaths(env.DATA_DIR);
  const routes = new Hono();

  routes.post(API_ROUTES.resume.create, requireUser, async (c) => {
    // The owner is the token's user, never a field of the body (strict schema: no user id).
    const userId = c.get('user').id;
    const body = await readJsonBody(c, resumeBuilderSchema);
    const response = await insertReadyResume(db, paths.resumes, {
      userId,
      fileKind: 'form',
      fileName: 'Built on Nyra.json',
      original: JSON.stringify(body),
      resumeName: `${body.learner_name} resume`,
      at: now(),
      content: {
        learner_name: body.learner_name,
        learner_email: body.learner_email,
        learner_phone: body.learner_phone,
        city: body.city,
        country: '',
        role: body.jobs[0]?.title ?? '',
        learner_github: '',
        learner_linkedin: '',
        summary: '',
        employment_history: body.jobs.map((job) => ({ ...job, description: '', location: '' })),
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
    });
    return c.json(response, 201);
  });

  return routes;
}
