/**
 * Roles and their analyses (product.md#api), owner-only (a role or resume of another user
 * answers 404, like a missing one):
 * - `POST /resume/roles/create/`              {resume_id, title, description} → 201 {data: {id}}
 * - `POST /resume/recommendations/generate/`  {resume_id, role_id} → 202, the analysis is queued
 * - `GET  /resume/roles/{id}/recommendations/` {data, metadata}; data is null until it is ready
 * - `GET  /resume/{id}/roles/`                {count, results}: the résumé's roles with their
 *                                             analyses, newest first (issue 26)
 * The analysis runs in the job worker (`role.analyze`), so a slow language model never holds a
 * request; the client polls the GET (product.md#flows).
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { API_ROUTES } from '@/common/http/api-paths.ts';
import {
  recommendationStartRequestSchema,
  RESUME_ROLES_MAX,
  roleCreateRequestSchema,
  type RecommendationResponse,
  type ResumeRolesResponse,
} from '@/common/role-analysis/role-api-schema.ts';
import { roleAnalysisSchema } from '@/common/role-analysis/role-analysis-schema.ts';
import { requireUser } from '@/server/src/auth/require-user.ts';
import type { Db } from '@/server/src/db/open-database.ts';
import { resumes } from '@/server/src/db/schema/resumes.ts';
import { resumeRoles, roleAnalyses } from '@/server/src/db/schema/roles.ts';
import { HttpError } from '@/server/src/http/http-error.ts';
import { readJsonBody } from '@/server/src/http/read-json-body.ts';
import { startRoleAnalysis } from '@/server/src/role-analysis/start-role-analysis.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function resumeNotFound(): HttpError {
  return new HttpError(404, 'not_found', 'This resume does not exist or was deleted.');
}
function roleNotFound(): HttpError {
  return new HttpError(404, 'not_found', 'This role does not exist or was deleted.');
}

export async function ownsResume(db: Db, userId: string, resumeId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: resumes.id })
    .from(resumes)
    .where(and(eq(resumes.id, resumeId), eq(resumes.userId, userId)));
  return Boolean(row);
}

export interface RoleRouteDeps {
  db: Db;
  now: () => Date;
  wakeJobs?: () => void;
}

export function createRoleRoutes({ db, now, wakeJobs }: RoleRouteDeps): Hono {
  const routes = new Hono();

  routes.post(API_ROUTES.resume.roleCreate, requireUser, async (c) => {
    const body = await readJsonBody(c, roleCreateRequestSchema);
    const userId = c.get('user').id;
    if (!(await ownsResume(db, userId, body.resume_id))) throw resumeNotFound();
    const id = randomUUID();
    await db.insert(resumeRoles).values({
      id,
      userId,
      resumeId: body.resume_id,
      title: body.title,
      description: body.description,
      createdAt: now(),
    });
    return c.json({ data: { id } }, 201);
  });

  routes.post(API_ROUTES.resume.recommendationsGenerate, requireUser, async (c) => {
    const body = await readJsonBody(c, recommendationStartRequestSchema);
    const userId = c.get('user').id;
    const [role] = await db
      .select({ resumeId: resumeRoles.resumeId })
      .from(resumeRoles)
      .where(and(eq(resumeRoles.id, body.role_id), eq(resumeRoles.userId, userId)));
    if (!role) throw roleNotFound();
    if (role.resumeId !== body.resume_id) throw resumeNotFound();
    await db.transaction(async (tx) => {
      await startRoleAnalysis(tx as unknown as Db, { roleId: body.role_id, userId, now: now() });
    });
    wakeJobs?.();
    return c.json({ data: { role_id: body.role_id, status: 'pending' } }, 202);
  });

  routes.get(API_ROUTES.resume.roleRecommendations, requireUser, async (c) => {
    const id = c.req.param('id');
    if (!UUID.test(id)) throw roleNotFound();
    const [row] = await db
      .select({ role: resumeRoles, analysis: roleAnalyses })
      .from(resumeRoles)
      .leftJoin(roleAnalyses, eq(roleAnalyses.roleId, resumeRoles.id))
      .where(and(eq(resumeRoles.id, id), eq(resumeRoles.userId, c.get('user').id)));
    if (!row) throw roleNotFound();
    const ready = row.analysis?.status === 'ready' ? row.analysis.result : null;
    const body: RecommendationResponse = {
      data: ready ? roleAnalysisSchema.parse(ready) : null,
      metadata: {
        role_id: row.role.id,
        resume_id: row.role.resumeId,
        role_title: row.role.title,
        status: row.analysis?.status ?? 'not-started',
        analyzed_at: row.analysis?.analyzedAt?.toISOString() ?? null,
      },
    };
    return c.json(body);
  });

  routes.get(API_ROUTES.resume.roles, requireUser, async (c) => {
    const id = c.req.param('id');
    const userId = c.get('user').id;
    if (!UUID.test(id) || !(await ownsResume(db, userId, id))) throw resumeNotFound();
    const rows = await db
      .select({ role: resumeRoles, analysis: roleAnalyses })
      .from(resumeRoles)
      .leftJoin(roleAnalyses, eq(roleAnalyses.roleId, resumeRoles.id))
      .where(and(eq(resumeRoles.resumeId, id), eq(resumeRoles.userId, userId)))
      .orderBy(desc(resumeRoles.createdAt), desc(resumeRoles.id))
      .limit(RESUME_ROLES_MAX);
    const results: ResumeRolesResponse['results'] = rows.map(({ role, analysis }) => {
      const ready =
        analysis?.status === 'ready' ? roleAnalysisSchema.safeParse(analysis.result) : null;
      return {
        role_id: role.id,
        resume_id: role.resumeId,
        title: role.title,
        description: role.description,
        created_at: role.createdAt.toISOString(),
        status: analysis?.status ?? 'not-started',
        analyzed_at: analysis?.analyzedAt?.toISOString() ?? null,
        data: ready?.success ? ready.data : null,
      };
    });
    const body: ResumeRolesResponse = { count: results.length, results };
    return c.json(body);
  });

  return routes;
}
