import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCredential } from './build-credential.ts';
import { buildIssuerDocument } from './build-issuer-document.ts';
import type { OpenBadgeCredential } from './credential-schema.ts';
import { derivePublicKeyMultibase } from './derive-public-key-multibase.ts';
import { signCredential } from './sign-credential.ts';
import { VERIFY_REASONS, verifyCredential } from './verify-credential.ts';

const ORIGIN = 'https://nyra.test';
const SEED = Uint8Array.from({ length: 32 }, (_, i) => i + 1);
const OTHER_SEED = Uint8Array.from({ length: 32 }, (_, i) => 200 - i);
const ISSUED = new Date('2026-11-20T10:00:00.000Z');
const NOW = new Date('2026-11-27T10:00:00.000Z');

async function issuerFor(seed: Uint8Array) {
  return buildIssuerDocument(ORIGIN, await derivePublicKeyMultibase(seed));
}

async function issue(seed = SEED, validUntil?: Date): Promise<OpenBadgeCredential> {
  const issuer = await issuerFor(seed);
  const unsigned = buildCredential({
    origin: ORIGIN,
    certificateId: 'AAAAAAAAAAAAAAAAAAAAAA',
    learnerName: 'Ada Lovelace',
    track: 'data-engineering',
    issuedAt: ISSUED,
    validUntil,
    evidence: {
      capstones: [{ id: 'de-1', title: 'Orders warehouse', passedAt: '2026-11-10T00:00:00Z' }],
      interview: { topicId: 'sql', score: 82, endedAt: '2026-11-15T00:00:00Z' },
    },
  });
  return signCredential(unsigned, { seed, verificationMethod: issuer.assertionMethod[0]! }, ISSUED);
}

/** Every path to a string, number or boolean leaf of a JSON value. */
function leafPaths(
  value: unknown,
  path: Array<string | number> = [],
): Array<Array<string | number>> {
  if (Array.isArray(value)) return value.flatMap((item, i) => leafPaths(item, [...path, i]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...path, key]));
  }
  return [path];
}

function setAt(root: unknown, path: Array<string | number>, next: unknown): void {
  let node = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = next;
}

function getAt(root: unknown, path: Array<string | number>): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], root);
}

describe('signCredential and verifyCredential', () => {
  it('verifies a credential it signed, including after a JSON round trip', async () => {
    const credential = await issue();
    const issuer = await issuerFor(SEED);
    expect(credential.proof.cryptosuite).toBe('eddsa-jcs-2022');
    expect(credential.proof.proofValue).toMatch(/^z[1-9A-HJ-NP-Za-km-z]{80,90}$/);
    const roundTripped: unknown = JSON.parse(JSON.stringify(credential, null, 2));
    expect(await verifyCredential(roundTripped, { issuer, now: NOW })).toEqual({ status: 'valid' });
  });

  it('refuses a credential with any one field changed', async () => {
    const credential = await issue();
    const issuer = await issuerFor(SEED);
    const paths = leafPaths(credential).filter((path) => path.join('.') !== 'proof.proofValue');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), fc.string(), async (path, replacement) => {
        const original = getAt(credential, path);
        fc.pre(replacement !== original);
        const tampered = structuredClone(credential) as unknown;
        setAt(tampered, path, typeof original === 'number' ? original + 1 : replacement);
        const result = await verifyCredential(tampered, { issuer, now: NOW });
        expect(result.status).toBe('not-valid');
      }),
      { numRuns: 150 },
    );
  });

  it('refuses an added field and a changed proof value', async () => {
    const credential = await issue();
    const issuer = await issuerFor(SEED);
    const added = {
      ...credential,
      credentialSubject: { ...credential.credentialSubject, email: 'x@y.z' },
    };
    expect(await verifyCredential(added, { issuer, now: NOW })).toEqual({
      status: 'not-valid',
      reason: VERIFY_REASONS.signature,
    });
    const value = credential.proof.proofValue;
    const flipped = value.slice(0, -1) + (value.endsWith('2') ? '3' : '2');
    const forged = { ...credential, proof: { ...credential.proof, proofValue: flipped } };
    expect((await verifyCredential(forged, { issuer, now: NOW })).status).toBe('not-valid');
  });

  it('refuses a credential signed by another key, however it names the key', async () => {
    const issuer = await issuerFor(SEED);
    const otherIssuer = await issuerFor(OTHER_SEED);
    const byOther = await issue(OTHER_SEED);
    expect(await verifyCredential(byOther, { issuer, now: NOW })).toEqual({
      status: 'not-valid',
      reason: VERIFY_REASONS.unknownKey,
    });
    // Claiming the real key id does not help: the signature is checked with the published key.
    const unsigned = { ...byOther, proof: undefined };
    delete unsigned.proof;
    const impostor = await signCredential(
      unsigned,
      { seed: OTHER_SEED, verificationMethod: issuer.assertionMethod[0]! },
      ISSUED,
    );
    expect(await verifyCredential(impostor, { issuer, now: NOW })).toEqual({
      status: 'not-valid',
      reason: VERIFY_REASONS.signature,
    });
    expect((await verifyCredential(byOther, { issuer: otherIssuer, now: NOW })).status).toBe(
      'valid',
    );
  });

  it('refuses an expired credential and says when it expired', async () => {
    const issuer = await issuerFor(SEED);
    const credential = await issue(SEED, new Date('2026-11-25T00:00:00.000Z'));
    expect(await verifyCredential(credential, { issuer, now: NOW })).toEqual({
      status: 'not-valid',
      reason: 'Expired on 25 November 2026',
    });
    const early = new Date('2026-11-24T00:00:00.000Z');
    expect((await verifyCredential(credential, { issuer, now: early })).status).toBe('valid');
  });

  it('reports a revoked credential as revoked, but a tampered one as not valid', async () => {
    const issuer = await issuerFor(SEED);
    const credential = await issue();
    const revocation = { revokedAt: '2026-11-26T00:00:00Z', reason: 'Issued by mistake' };
    expect(await verifyCredential(credential, { issuer, now: NOW, revocation })).toEqual({
      status: 'revoked',
      ...revocation,
    });
    const tampered = { ...credential, name: 'Something else' };
    expect((await verifyCredential(tampered, { issuer, now: NOW, revocation })).status).toBe(
      'not-valid',
    );
  });

  it('refuses what is not a credential', async () => {
    const issuer = await issuerFor(SEED);
    for (const value of [null, 'text', 42, {}, { proof: {} }]) {
      expect(await verifyCredential(value, { issuer, now: NOW })).toEqual({
        status: 'not-valid',
        reason: VERIFY_REASONS.shape,
      });
    }
  });
});
