/**
 * Resume share links.
 *
 * Owner (signed in; another user's or a missing resume answers 404):
 * - `GET    /api/resume/{id}/share/`  → `{share}`: template, paper, created, last opened (or null)
 * - `POST   /api/resume/{id}/share/`  `{template, paper}` → 201 `{token, path, share}`; replaces
 *   (revokes) the resume's previous link. The token is shown this once: only its hash is kept.
 * - `DELETE /api/resume/{id}/share/`  → 204; the link answers 404 from then on.
 *
 * Public: `GET /api/resume/shared/{token}/` → `{template, paper, resume}` (only the fields on the
 * page), `X-Robots-Tag: noindex`; records the time it was opened, once the page can be shown.
 * Unknown, revoked, or a resume that is not ready → 404 (and no opening is recorded).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { API_ROUTES } from '@/common/http/api-paths.ts';
import { toResumeContent } from '@/common/resume/export/resume-content-schema.ts';
import {
  resumeShareSettingsSchema,
  SHARE_TOKEN_BYTES,
  SHARE_TOKEN_PATTERN,
  sharedResumePath,
  type CreatedResumeShare,
  type ResumeShareResponse,
  type ResumeShareStatus,
  type SharedResume,
} from '@/common/resume/export/resume-share-schema.ts';
import { requireUser } from '@/server/src/auth/require-user.ts';
import type { Db } from '@/server/src/db/open-database.ts';
import { resumeShares } from '@/server/src/db/schema/resume-shares.ts';
import { resumes } from '@/server/src/db/schema/resumes.ts';
import { HttpError } from '@/server/src/http/http-error.ts';
import { readJsonBody } from '@/server/src/http/read-json-body.ts';
import { readResumeDetails } from '../resume/read-resume-details.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const NOINDEX = 'noindex, nofollow, noarchive';

function notFound(): HttpError {
  return new HttpError(404, 'not_found', 'This resume does not exist or was deleted.');
}

function linkGone(): HttpError {
  return new HttpError(
    404,
    'not_found',
    'This link does not exist or was turned off by its owner.',
  );
}

export function hashShareToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

type ShareRow = typeof resumeShares.$inferSelect;
function status(row: ShareRow): ResumeShareStatus {
  return {
    template: row.template,
    paper: row.paper,
    created_at: row.createdAt.toISOString(),
    last_opened_at: row.lastOpenedAt?.toISOString() ?? null,
  };
}

export function createResumeShareRoutes(db: Db, now: () => Date): Hono {
  const routes = new Hono();

  async function ownedResume(userId: string, resumeId: string): Promise<void> {
    if (!UUID.test(resumeId)) throw notFound();
    const [row] = await db
      .select({ id: resumes.id })
      .from(resumes)
      .where(and(eq(resumes.id, resumeId), eq(resumes.userId, userId)));
    if (!row) throw notFound();
  }

  const liveShare = (resumeId: string) =>
    and(eq(resumeShares.resumeId, resumeId), isNull(resumeShares.revokedAt));

  routes.get(API_ROUTES.resume.shared, async (c) => {
    c.header('X-Robots-Tag', NOINDEX);
    c.header('Referrer-Policy', 'no-referrer');
    const token = c.req.param('token');
    if (!SHARE_TOKEN_PATTERN.test(token)) throw linkGone();
    const live = and(
      eq(resumeShares.tokenHash, hashShareToken(token)),
      isNull(resumeShares.revokedAt),
    );
    const [share] = await db.select().from(resumeShares).where(live);
    if (!share) throw linkGone();
    const details = await readResumeDetails(db, share.userId, share.resumeId);
    if (!details || details.status !== 'ready') throw linkGone();
    // Recorded only once the page can be shown: "last opened" tells the owner someone saw it.
    await db.update(resumeShares).set({ lastOpenedAt: now() }).where(live);
    const body: SharedResume = {
      template: share.template ?? details.template,
      paper: share.paper ?? details.paper,
      resume: toResumeContent(details),
    };
    return c.json(body);
  });

  routes.get(API_ROUTES.resume.share, requireUser, async (c) => {
    const resumeId = c.req.param('id');
    await ownedResume(c.get('user').id, resumeId);
    const [row] = await db.select().from(resumeShares).where(liveShare(resumeId));
    const body: ResumeShareResponse = { share: row ? status(row) : null };
    return c.json(body);
  });

  routes.post(API_ROUTES.resume.share, requireUser, async (c) => {
    const userId = c.get('user').id;
    const resumeId = c.req.param('id');
    await ownedResume(userId, resumeId);
    const settings = await readJsonBody(c, resumeShareSettingsSchema);
    const token = randomBytes(SHARE_TOKEN_BYTES).toString('base64url');
    const row = await db.transaction(async (tx) => {
      await tx.update(resumeShares).set({ revokedAt: now() }).where(liveShare(resumeId));
      const [created] = await tx
        .insert(resumeShares)
        .values({
          resumeId,
          userId,
          tokenHash: hashShareToken(token),
          template: settings.template,
          paper: settings.paper,
          createdAt: now(),
        })
        .returning();
      return created;
    });
    if (!row) throw new Error('The share link was not stored.');
    const body: CreatedResumeShare = { token, path: sharedResumePath(token), share: status(row) };
    return c.json(body, 201);
  });

  routes.delete(API_ROUTES.resume.share, requireUser, async (c) => {
    const resumeId = c.req.param('id');
    await ownedResume(c.get('user').id, resumeId);
    const revoked = await db
      .update(resumeShares)
      .set({ revokedAt: now() })
      .where(liveShare(resumeId))
      .returning({ id: resumeShares.id });
    if (revoked.length === 0) throw linkGone();
    return c.body(null, 204);
  });

  return routes;
}
