/**
 * The issuer's public profile (`GET /api/issuer/`): its id (the URL itself), name, and the
 * Ed25519 public keys credentials are signed with, as Multikey verification methods. Verifiers
 * check a credential's proof against these keys only.
 */
import { z } from 'zod';

export const ISSUER_NAME = 'Nyra';

export const multikeySchema = z.object({
  id: z.string(),
  type: z.literal('Multikey'),
  controller: z.string(),
  /** `z` + base58btc(0xed 0x01 ‖ 32-byte Ed25519 public key). */
  publicKeyMultibase: z.string().regex(/^z[1-9A-HJ-NP-Za-km-z]+$/),
});
export type Multikey = z.infer<typeof multikeySchema>;

export const issuerDocumentSchema = z.object({
  '@context': z.array(z.string()),
  id: z.string(),
  type: z.array(z.string()),
  name: z.string(),
  url: z.string(),
  verificationMethod: z.array(multikeySchema).min(1),
  assertionMethod: z.array(z.string()),
});
export type IssuerDocument = z.infer<typeof issuerDocumentSchema>;
