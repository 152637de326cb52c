/**
 * Certificates (issue 32) through the real app: the checklist and the 422 that lists what is
 * missing, claiming once a learner completed a track as a learner would (lessons and a rated
 * interview through the sync endpoint), claiming twice, the credential verifying against the
 * published issuer key, revocation (owner only), and the public verify answer revealing nothing
 * but the credential and its status.
 * Capstones are the real ones of content/capstones/, passed as the capstone page records a pass
 * (a passing Submit of each milestone, synced).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listTrackCapstones } from '@/common/capstones/list-track-capstones.ts';
import {
  certificateListResponseSchema,
  certificateSummarySchema,
  verifyResponseSchema,
} from '@/common/certificates/certificate-api-schema.ts';
import { derivePublicKeyMultibase } from '@/common/certificates/derive-public-key-multibase.ts';
import { issuerDocumentSchema } from '@/common/certificates/issuer-document-schema.ts';
import { verifyCredential } from '@/common/certificates/verify-credential.ts';
import { errorBodySchema } from '@/common/api/error-body-schema.ts';
import { users } from '@/server/src/db/schema/users.ts';
import {
  completeCertificateTrack,
  completeTrackLessons,
  passTrackCapstones,
  passTrackInterview,
  readTrackLessonIds,
  type AsUser,
} from '../support/complete-certificate-track.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';
import { createCoursesHarness, type CoursesHarness } from './courses-support.ts';
import { bearer } from './registry-harness.ts';

const SEED = Buffer.alloc(32, 5);
const ORIGIN = 'https://nyra.test';

describe.each(testDatabaseKinds())('certificates (%s)', (kind) => {
  let l: CoursesHarness;
  let learners = 0;

  beforeAll(async () => {
    l = await createCoursesHarness(kind, {
      CERTIFICATE_SIGNING_KEY: SEED.toString('base64url'),
      PUBLIC_URL: ORIGIN,
    });
    // Lessons exist once the curriculum is seeded (main.ts does it at start; here, the outline).
    expect((await l.h.get('/api/courses/', { headers: bearer(l.learnerToken) })).status).toBe(200);
  });
  afterAll(async () => l.h.close());

  async function newLearner(): Promise<{ asUser: AsUser; email: string }> {
    learners += 1;
    const email = `cert-${learners}@nyra.test`;
    const token = (await l.h.signIn(email, 'Grace')).access_token;
    const asUser: AsUser = (path, init = {}) =>
      l.h.t.app.request(path, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), ...bearer(token) },
      });
    return { asUser, email };
  }

  const claim = (asUser: AsUser, track = 'data-engineering') =>
    asUser('/api/certificates/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ track }),
    });

  async function issuer() {
    const response = await l.h.t.app.request('/api/issuer/');
    expect(response.status).toBe(200);
    return issuerDocumentSchema.parse(await response.json());
  }

  it('refuses a new learner with 422 listing everything missing, and shows the same checklist', async () => {
    const { asUser } = await newLearner();
    const list = certificateListResponseSchema.parse(
      await (await asUser('/api/certificates/')).json(),
    );
    expect(list.certificates).toEqual([]);
    expect(list.tracks.map((track) => [track.track, track.eligible])).toEqual([
      ['data-engineering', false],
      ['ai-engineering', false],
    ]);
    const de = list.tracks[0]!;
    expect(de.requirements.filter((r) => r.kind === 'module').length).toBeGreaterThan(3);

    const response = await claim(asUser);
    expect(response.status).toBe(422);
    const error = errorBodySchema.parse(await response.json());
    expect(error.code).toBe('certificate_not_eligible');
    expect(error.message).toMatch(/^Not eligible for the Data Engineering track certificate yet: /);
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(
      de.requirements
        .filter((r) => !r.done)
        .map((r) => r.id)
        .sort(),
    );
    expect(error.fields?.interview).toBe('No rated interview yet');
  });

  it('issues a certificate that verifies against the published key, and returns it on a second claim', async () => {
    const { asUser } = await newLearner();
    const lessonIds = await readTrackLessonIds(asUser, 'data-engineering');
    await passTrackCapstones(asUser, 'data-engineering');
    // All lessons but one: that module is what is missing, with the interview.
    await completeTrackLessons(asUser, 'data-engineering', lessonIds.slice(1));
    const partly = errorBodySchema.parse(await (await claim(asUser)).json());
    expect(Object.keys(partly.fields ?? {})).toHaveLength(2);
    expect(partly.fields?.interview).toBe('No rated interview yet');

    await completeTrackLessons(asUser, 'data-engineering', lessonIds.slice(0, 1));
    const score = await passTrackInterview(asUser, 'data-engineering');
    const first = await claim(asUser);
    expect(first.status).toBe(201);
    const certificate = certificateSummarySchema.parse(await first.json());
    expect(certificate.verify_url).toBe(`${ORIGIN}/verify/${certificate.id}`);
    const { credential } = certificate;
    expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(credential.credentialSubject.name).toBe('Grace');
    expect(credential.credentialSubject.achievement.name).toBe('Data Engineering track');
    expect(credential.evidence.map((e) => e.name)).toEqual([
      ...listTrackCapstones('data-engineering').map((c) => `Capstone project: ${c.title}`),
      `Mock interview score: ${score}/100`,
    ]);
    expect(credential.evidence.at(-1)?.description).toMatch(/^Rated mock interview \(SQL\) on /);

    const published = await issuer();
    expect(published.verificationMethod[0]?.publicKeyMultibase).toBe(
      await derivePublicKeyMultibase(SEED),
    );
    expect(await verifyCredential(credential, { issuer: published, now: l.h.now() })).toEqual({
      status: 'valid',
    });

    const second = await claim(asUser);
    expect(second.status).toBe(200);
    expect(certificateSummarySchema.parse(await second.json()).id).toBe(certificate.id);
    const list = certificateListResponseSchema.parse(
      await (await asUser('/api/certificates/')).json(),
    );
    expect(list.certificates.map((c) => c.id)).toEqual([certificate.id]);
    expect(list.tracks[0]?.eligible).toBe(true);
    // The other track is still out of reach.
    expect((await claim(asUser, 'ai-engineering')).status).toBe(422);
  });

  it('answers the public verify page with the credential and its status only', async () => {
    const { asUser, email } = await newLearner();
    await completeCertificateTrack(asUser, 'data-engineering');
    const certificate = certificateSummarySchema.parse(await (await claim(asUser)).json());
    const [user] = await l.h.t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));

    const response = await l.h.t.app.request(`/api/verify/${certificate.id}/`);
    expect(response.status).toBe(200);
    const text = await response.text();
    const body = JSON.parse(text) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['credential', 'revocation_reason', 'revoked_at']);
    expect(text).not.toContain(email);
    expect(text).not.toContain(user!.id);
    expect(verifyResponseSchema.parse(body)).toEqual({
      credential: certificate.credential,
      revoked_at: null,
      revocation_reason: null,
    });

    for (const id of ['A'.repeat(22), 'not-an-id', certificate.id.slice(1)]) {
      expect((await l.h.t.app.request(`/api/verify/${id}/`)).status).toBe(404);
    }
  });

  it('lets only the owner revoke; the verify answer then says revoked, and a new claim issues anew', async () => {
    const owner = await newLearner();
    const other = await newLearner();
    await completeCertificateTrack(owner.asUser, 'data-engineering');
    const certificate = certificateSummarySchema.parse(await (await claim(owner.asUser)).json());
    const revoke = (asUser: AsUser, id = certificate.id) =>
      asUser(`/api/certificates/${id}/revoke/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ reason: 'Issued by mistake' }),
      });

    expect((await revoke(other.asUser)).status).toBe(404);
    const unchanged = verifyResponseSchema.parse(
      await (await l.h.t.app.request(`/api/verify/${certificate.id}/`)).json(),
    );
    expect(unchanged.revoked_at).toBeNull();

    const revoked = await revoke(owner.asUser);
    expect(revoked.status).toBe(200);
    expect(certificateSummarySchema.parse(await revoked.json()).revoked_at).toBe(
      l.h.now().toISOString(),
    );
    const status = verifyResponseSchema.parse(
      await (await l.h.t.app.request(`/api/verify/${certificate.id}/`)).json(),
    );
    expect(status.revocation_reason).toBe('Issued by mistake');
    const result = await verifyCredential(status.credential, {
      issuer: await issuer(),
      now: l.h.now(),
      revocation: { revokedAt: status.revoked_at!, reason: status.revocation_reason },
    });
    expect(result.status).toBe('revoked');

    const again = await claim(owner.asUser);
    expect(again.status).toBe(201);
    expect(certificateSummarySchema.parse(await again.json()).id).not.toBe(certificate.id);
  });

  it('requires every capstone of the track and names the passed ones as evidence', async () => {
    const { asUser } = await newLearner();
    await completeTrackLessons(asUser, 'data-engineering');
    await passTrackInterview(asUser, 'data-engineering');
    const [first, second, last] = listTrackCapstones('data-engineering');
    await passTrackCapstones(asUser, 'data-engineering', [first!.id, second!.id]);
    const refused = await claim(asUser);
    expect(refused.status).toBe(422);
    expect(errorBodySchema.parse(await refused.json()).fields).toEqual({
      [`capstone:${last!.id}`]: 'Not passed yet',
    });
    await passTrackCapstones(asUser, 'data-engineering', [last!.id]);
    const issued = await claim(asUser);
    expect(issued.status).toBe(201);
    const { credential } = certificateSummarySchema.parse(await issued.json());
    expect(credential.evidence.map((e) => e.name).slice(0, 3)).toEqual([
      `Capstone project: ${first!.title}`,
      `Capstone project: ${second!.title}`,
      `Capstone project: ${last!.title}`,
    ]);
  });
});
