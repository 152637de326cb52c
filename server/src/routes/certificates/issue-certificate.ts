/**
 * Issues the learner's certificate for a track, or answers the one already live (claiming twice
 * never makes two). Refused with 422 and the list of what is missing while the learner is not
 * eligible. The live-per-track unique index settles two claims racing: the loser reads the
 * winner's row.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { buildCredential } from '@/common/certificates/build-credential.ts';
import type { CertificateTrack } from '@/common/certificates/certificate-tracks.ts';
import { findInterviewTopic } from '@/common/interviews/interview-bank.ts';
import { signCredential } from '@/common/certificates/sign-credential.ts';
import type { Db } from '@/server/src/db/open-database.ts';
import { certificates, type CertificateDbRow } from '@/server/src/db/schema/certificates.ts';
import { users } from '@/server/src/db/schema/users.ts';
import { HttpError } from '@/server/src/http/http-error.ts';
import type { CertificateSigner } from './certificate-signer.ts';
import { readTrackEligibility } from './read-track-eligibility.ts';

const CERTIFICATE_ID_BYTES = 16;

export async function issueCertificate(options: {
  db: Db;
  userId: string;
  track: CertificateTrack;
  signer: CertificateSigner;
  now: Date;
}): Promise<{ row: CertificateDbRow; created: boolean }> {
  const { db, userId, track } = options;
  const live = () =>
    db
      .select()
      .from(certificates)
      .where(
        and(
          eq(certificates.userId, userId),
          eq(certificates.track, track),
          isNull(certificates.revokedAt),
        ),
      );
  const [existing] = await live();
  if (existing) return { row: existing, created: false };

  const [eligibility] = await readTrackEligibility(db, userId, [track]);
  if (!eligibility) throw new Error(`No eligibility for track ${track}`);
  if (!eligibility.eligible) {
    const missing = eligibility.requirements.filter((requirement) => !requirement.done);
    throw new HttpError(
      422,
      'certificate_not_eligible',
      `Not eligible for the ${eligibility.title} certificate yet: ` +
        missing.map((requirement) => `${requirement.label} (${requirement.detail})`).join('; ') +
        '.',
      Object.fromEntries(missing.map((requirement) => [requirement.id, requirement.detail])),
    );
  }

  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new HttpError(404, 'not_found', 'This account does not exist.');
  const id = randomBytes(CERTIFICATE_ID_BYTES).toString('base64url');
  const unsigned = buildCredential({
    origin: options.signer.origin,
    certificateId: id,
    learnerName: [user.firstName, user.lastName].filter(Boolean).join(' '),
    track,
    issuedAt: options.now,
    evidence: eligibility.evidence,
    interviewTopicTitle: eligibility.evidence.interview
      ? findInterviewTopic(eligibility.evidence.interview.topicId)?.title
      : undefined,
  });
  const credential = await signCredential(
    unsigned,
    { seed: options.signer.seed, verificationMethod: options.signer.verificationMethod },
    options.now,
  );
  const [inserted] = await db
    .insert(certificates)
    .values({ id, userId, track, credential, issuedAt: options.now })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { row: inserted, created: true };
  const [winner] = await live();
  if (!winner) throw new Error('A certificate claim lost a race to a row that is gone.');
  return { row: winner, created: false };
}
