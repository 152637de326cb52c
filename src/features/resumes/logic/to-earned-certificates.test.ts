import { describe, expect, it } from 'vitest';
import type { CertificateSummary } from '@/common/certificates/certificate-api-schema.ts';
import { toEarnedCertificates } from './to-earned-certificates.ts';

const summary = (id: string, revokedAt: string | null): CertificateSummary =>
  ({
    id,
    track: 'data-engineering',
    issued_at: '2026-11-27T10:00:00.000Z',
    revoked_at: revokedAt,
    revocation_reason: null,
    verify_url: `https://nyra.test/verify/${id}`,
    credential: {
      issuer: { id: 'https://nyra.test/api/issuer/', type: ['Profile'], name: 'Nyra' },
      credentialSubject: { achievement: { name: 'Data Engineering track' } },
    },
  }) as unknown as CertificateSummary;

describe('toEarnedCertificates', () => {
  it('offers live certificates with their verify link, never a revoked one', () => {
    expect(
      toEarnedCertificates([summary('live', null), summary('gone', '2026-11-27T11:00:00.000Z')]),
    ).toEqual([
      {
        id: 'live',
        name: 'Data Engineering track certificate',
        issuer: 'Nyra',
        issuedOn: '2026-11-27',
        verifyUrl: 'https://nyra.test/verify/live',
      },
    ]);
  });
});
