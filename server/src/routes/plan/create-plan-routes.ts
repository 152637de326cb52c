/**
 * The learner's plan, read side (issue 28); the plan document itself is written through the sync
 * engine (plan-document-type.ts). Owner-only: the user comes from the token.
 * - `GET /plan/`  the plan document and everything it is computed from (planSnapshotSchema):
 *   Submits, completed lessons, rated interviews with their score, the latest ready résumé and
 *   the pasted roles, and each lesson's reading time (minutes), so a new device computes the same plan.
 */
import { Hono } from 'hono';
import { API_ROUTES } from '@/common/http/api-paths.ts';
import { planSnapshotSchema } from '@/common/plan/plan-evidence-schema.ts';
import { requireUser } from '@/server/src/auth/require-user.ts';
import type { Db } from '@/server/src/db/open-database.ts';
import { readPlanDocument } from './read-plan-document.ts';
import { readPlanEvidence } from './read-plan-evidence.ts';
import { readPlanLessonMinutes } from './read-plan-lesson-minutes.ts';
import { readPlanResume } from './read-plan-resume.ts';
import { readPlanRoles } from './read-plan-roles.ts';

export function createPlanRoutes(db: Db): Hono {
  return new Hono().get(API_ROUTES.plan.snapshot, requireUser, async (c) => {
    const userId = c.get('user').id;
    const [document, evidence, resume, roles, lessonMinutes] = await Promise.all([
      readPlanDocument(db, userId),
      readPlanEvidence(db, userId),
      readPlanResume(db, userId),
      readPlanRoles(db, userId),
      readPlanLessonMinutes(db),
    ]);
    // Parsed on the way out: the client reads this exact shape (jsonb fields included).
    return c.json(planSnapshotSchema.parse({ document, evidence, resume, roles, lessonMinutes }));
  });
}
