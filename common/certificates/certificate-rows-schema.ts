/**
 * IndexedDB rows of certificates (src/lib/db.ts), validated on read. `certificateLists`: the
 * signed-in learner's last `GET /api/certificates/` answer, so the screen opens offline.
 * `verifiedCredentials`: what the public verify page last fetched for a certificate id (the verify
 * answer and the issuer profile), so a visited verify page checks the signature offline. Both
 * hold only what the server answered.
 */
import { z } from 'zod';
import { certificateListResponseSchema, verifyResponseSchema } from './certificate-api-schema.ts';
import { issuerDocumentSchema } from './issuer-document-schema.ts';

export const certificateListRowSchema = z.object({
  owner: z.string(),
  list: certificateListResponseSchema,
  fetchedAt: z.number(),
});
export type CertificateListRow = z.infer<typeof certificateListRowSchema>;

export const verifiedCredentialRowSchema = z.object({
  id: z.string(),
  record: verifyResponseSchema,
  issuer: issuerDocumentSchema,
  fetchedAt: z.number(),
});
export type VerifiedCredentialRow = z.infer<typeof verifiedCredentialRowSchema>;
