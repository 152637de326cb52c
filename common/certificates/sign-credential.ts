/**
 * Signs a credential with an `eddsa-jcs-2022` Data Integrity proof (Ed25519 through
 * @noble/ed25519's async API, which hashes with WebCrypto). The one signing function; its twin
 * is verify-credential.ts.
 */
import { signAsync } from '@noble/ed25519';
import { computeProofHash } from './compute-proof-hash.ts';
import {
  PROOF_CRYPTOSUITE,
  type DataIntegrityProof,
  type OpenBadgeCredential,
  type UnsignedCredential,
} from './credential-schema.ts';
import { encodeBase58btc } from './multibase-base58btc.ts';

export async function signCredential(
  credential: UnsignedCredential,
  key: {
    /** The 32-byte Ed25519 secret seed. */
    seed: Uint8Array;
    /** The verification method id (issuer id + `#` + the Multikey) verifiers look the key up by. */
    verificationMethod: string;
  },
  created: Date,
): Promise<OpenBadgeCredential> {
  const options = {
    type: 'DataIntegrityProof' as const,
    cryptosuite: PROOF_CRYPTOSUITE,
    created: created.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    verificationMethod: key.verificationMethod,
    proofPurpose: 'assertionMethod' as const,
  };
  const hash = await computeProofHash(credential, options);
  const signature = await signAsync(hash, key.seed);
  const proof: DataIntegrityProof = { ...options, proofValue: encodeBase58btc(signature) };
  return { ...credential, proof };
}
