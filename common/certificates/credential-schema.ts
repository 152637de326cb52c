/**
 * An Open Badges 3.0 credential (a W3C Verifiable Credential, data model v2) as Nyra issues it,
 * with its Data Integrity proof. Every object is loose: a parsed credential keeps every field it
 * had, so the signature is checked over exactly the JSON that arrived (a stripped field would
 * hide tampering).
 */
import { z } from 'zod';

export const VC_V2_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OB_V3_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
export const CREDENTIAL_CONTEXT = [VC_V2_CONTEXT, OB_V3_CONTEXT] as const;
export const CREDENTIAL_TYPE = ['VerifiableCredential', 'OpenBadgeCredential'] as const;
/** The cryptosuite the proof follows (Ed25519 over JCS-canonicalised JSON). */
export const PROOF_CRYPTOSUITE = 'eddsa-jcs-2022' as const;

export const dataIntegrityProofSchema = z.looseObject({
  type: z.literal('DataIntegrityProof'),
  cryptosuite: z.literal(PROOF_CRYPTOSUITE),
  created: z.string(),
  verificationMethod: z.string(),
  proofPurpose: z.literal('assertionMethod'),
  proofValue: z.string(),
});
export type DataIntegrityProof = z.infer<typeof dataIntegrityProofSchema>;

export const credentialEvidenceSchema = z.looseObject({
  id: z.string().optional(),
  type: z.array(z.string()),
  name: z.string(),
  description: z.string().optional(),
});

export const achievementSchema = z.looseObject({
  id: z.string(),
  type: z.array(z.string()),
  name: z.string(),
  description: z.string(),
  criteria: z.looseObject({ narrative: z.string() }),
});

const credentialFields = {
  '@context': z.array(z.string()),
  id: z.string(),
  type: z.array(z.string()),
  issuer: z.looseObject({ id: z.string(), type: z.array(z.string()), name: z.string() }),
  name: z.string(),
  validFrom: z.string(),
  validUntil: z.string().optional(),
  credentialSubject: z.looseObject({
    type: z.array(z.string()),
    name: z.string(),
    achievement: achievementSchema,
  }),
  evidence: z.array(credentialEvidenceSchema),
};

/** The credential before signing. */
export const unsignedCredentialSchema = z.looseObject(credentialFields);
export type UnsignedCredential = z.infer<typeof unsignedCredentialSchema>;

/** The credential as issued: the same fields plus its proof. */
export const openBadgeCredentialSchema = z.looseObject({
  ...credentialFields,
  proof: dataIntegrityProofSchema,
});
export type OpenBadgeCredential = z.infer<typeof openBadgeCredentialSchema>;
