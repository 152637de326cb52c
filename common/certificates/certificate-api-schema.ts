/**
 * Requests and answers of the certificate routes (docs/api.md, Certificates): the signed-in
 * learner's list with each track's checklist, a claim, and the public verify answer.
 */
import { z } from 'zod';
import { certificateTrackSchema } from './certificate-tracks.ts';
import { openBadgeCredentialSchema } from './credential-schema.ts';

/** Random, unguessable: 16 random bytes in base64url. */
export const CERTIFICATE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const certificateIdSchema = z.string().regex(CERTIFICATE_ID_PATTERN);

export const certificateRequirementSchema = z.object({
  /** `module:<id>`, `capstone:<id>`, `interview` or `course`. */
  id: z.string(),
  kind: z.enum(['module', 'capstone', 'interview']),
  label: z.string(),
  detail: z.string(),
  done: z.boolean(),
});
export type CertificateRequirement = z.infer<typeof certificateRequirementSchema>;

export const trackEligibilitySchema = z.object({
  track: certificateTrackSchema,
  title: z.string(),
  eligible: z.boolean(),
  requirements: z.array(certificateRequirementSchema),
  /** What the credential will name as evidence. */
  evidence: z.object({
    capstones: z.array(z.object({ id: z.string(), title: z.string(), passedAt: z.string() })),
    interview: z.object({ topicId: z.string(), score: z.number(), endedAt: z.string() }).nullable(),
  }),
});
export type TrackEligibility = z.infer<typeof trackEligibilitySchema>;

export const certificateSummarySchema = z.object({
  id: certificateIdSchema,
  track: certificateTrackSchema,
  issued_at: z.string(),
  revoked_at: z.string().nullable(),
  revocation_reason: z.string().nullable(),
  verify_url: z.string(),
  credential: openBadgeCredentialSchema,
});
export type CertificateSummary = z.infer<typeof certificateSummarySchema>;

export const certificateListResponseSchema = z.object({
  certificates: z.array(certificateSummarySchema),
  tracks: z.array(trackEligibilitySchema),
});
export type CertificateListResponse = z.infer<typeof certificateListResponseSchema>;

export const claimCertificateRequestSchema = z.object({ track: certificateTrackSchema }).strict();

export const revokeCertificateRequestSchema = z
  .object({ reason: z.string().trim().max(500).optional() })
  .strict();

/** `GET /api/verify/{id}/`: the credential as issued and its revocation, nothing else. */
export const verifyResponseSchema = z.object({
  credential: openBadgeCredentialSchema,
  revoked_at: z.string().nullable(),
  revocation_reason: z.string().nullable(),
});
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;
