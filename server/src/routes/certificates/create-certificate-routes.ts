/**
 * Certificates (issue 32, docs/api.md Certificates):
 * - `GET /certificates/`                the caller's certificates and each track's checklist
 * - `POST /certificates/`               claim a track's certificate (422 lists what is missing)
 * - `POST /certificates/:id/revoke/`    revoke one of the caller's certificates (404 otherwise)
 * - `GET /verify/:id/`                  public: the credential as issued and its revocation only
 * - `GET /issuer/`                      public: the issuer profile with the signing key
 * Owner-only routes take the user from the token; another user's id answers 404 like an unknown one.
 */
import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  certificateIdSchema,
  claimCertificateRequestSchema,
  revokeCertificateRequestSchema,
  type CertificateListResponse,
  type VerifyResponse,
} from '@/common/certificates/certificate-api-schema.ts';
import { CERTIFICATE_TRACKS } from '@/common/certificates/certificate-tracks.ts';
import type { OpenBadgeCredential } from '@/common/certificates/credential-schema.ts';
import { API_ROUTES } from '@/common/http/api-paths.ts';
import { requireUser } from '@/server/src/auth/require-user.ts';
import type { Db } from '@/server/src/db/open-database.ts';
import { certificates } from '@/server/src/db/schema/certificates.ts';
import { HttpError } from '@/server/src/http/http-error.ts';
import { readJsonBody } from '@/server/src/http/read-json-body.ts';
import type { CertificateSigner } from './certificate-signer.ts';
import { issueCertificate } from './issue-certificate.ts';
import { readTrackEligibility } from './read-track-eligibility.ts';
import { toCertificateSummary } from './to-certificate-summary.ts';

const notFound = () =>
  new HttpError(404, 'certificate_not_found', 'There is no certificate with this id.');

export function createCertificateRoutes(deps: {
  db: Db;
  now: () => Date;
  signer: Promise<CertificateSigner>;
}): Hono {
  const { db, now } = deps;
  return new Hono()
    .get(API_ROUTES.certificates.list, requireUser, async (c) => {
      const userId = c.get('user').id;
      const [rows, tracks] = await Promise.all([
        db
          .select()
          .from(certificates)
          .where(eq(certificates.userId, userId))
          .orderBy(desc(certificates.issuedAt)),
        readTrackEligibility(db, userId, CERTIFICATE_TRACKS),
      ]);
      const body: CertificateListResponse = {
        certificates: rows.map(toCertificateSummary),
        tracks,
      };
      return c.json(body);
    })
    .post(API_ROUTES.certificates.list, requireUser, async (c) => {
      const { track } = await readJsonBody(c, claimCertificateRequestSchema);
      const { row, created } = await issueCertificate({
        db,
        userId: c.get('user').id,
        track,
        signer: await deps.signer,
        now: now(),
      });
      return c.json(toCertificateSummary(row), created ? 201 : 200);
    })
    .post(API_ROUTES.certificates.revoke, requireUser, async (c) => {
      const id = c.req.param('id') ?? '';
      const { reason } = await readJsonBody(c, revokeCertificateRequestSchema);
      if (!certificateIdSchema.safeParse(id).success) throw notFound();
      const mine = and(eq(certificates.id, id), eq(certificates.userId, c.get('user').id));
      const [row] = await db.select().from(certificates).where(mine);
      if (!row) throw notFound();
      if (row.revokedAt) return c.json(toCertificateSummary(row));
      const [revoked] = await db
        .update(certificates)
        .set({ revokedAt: now(), revocationReason: reason || null })
        .where(mine)
        .returning();
      return c.json(toCertificateSummary(revoked ?? row));
    })
    .get(API_ROUTES.certificates.verify, async (c) => {
      const id = c.req.param('id') ?? '';
      if (!certificateIdSchema.safeParse(id).success) throw notFound();
      const [row] = await db
        .select({
          credential: certificates.credential,
          revokedAt: certificates.revokedAt,
          revocationReason: certificates.revocationReason,
        })
        .from(certificates)
        .where(eq(certificates.id, id));
      if (!row) throw notFound();
      // The credential as issued and its status: nothing else about the learner (no e-mail, no id).
      const body: VerifyResponse = {
        credential: row.credential as OpenBadgeCredential,
        revoked_at: row.revokedAt?.toISOString() ?? null,
        revocation_reason: row.revocationReason,
      };
      return c.json(body);
    })
    .get(API_ROUTES.certificates.issuer, async (c) => c.json((await deps.signer).issuer));
}
