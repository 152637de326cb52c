import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { buildCertificatePdfDocument } from './build-certificate-pdf-document.ts';
import { buildCredential } from './build-credential.ts';
import type { OpenBadgeCredential } from './credential-schema.ts';

const credential = {
  ...buildCredential({
    origin: 'https://nyra.test',
    certificateId: 'BBBBBBBBBBBBBBBBBBBBBB',
    learnerName: 'Ada Lovelace',
    track: 'ai-engineering',
    issuedAt: new Date('2026-11-20T10:00:00Z'),
    evidence: {
      capstones: [{ id: 'c', title: 'RAG assistant', passedAt: '2026-11-10T00:00:00Z' }],
      interview: { topicId: 'ml-ai-engineering', score: 77, endedAt: '2026-11-12T00:00:00Z' },
    },
  }),
  proof: {
    type: 'DataIntegrityProof',
    cryptosuite: 'eddsa-jcs-2022',
    created: '2026-11-20T10:00:00Z',
    verificationMethod: 'k',
    proofPurpose: 'assertionMethod',
    proofValue: 'z1',
  },
} as OpenBadgeCredential;

describe('buildCertificatePdfDocument', () => {
  it('names the learner, achievement, date, evidence and verify URL, with a QR of that URL', () => {
    const text = JSON.stringify(buildCertificatePdfDocument(credential));
    for (const expected of [
      'Ada Lovelace',
      'completed the AI Engineering track',
      'Issued on 20 November 2026 by Nyra',
      'Capstone project: RAG assistant',
      'Mock interview score: 77/100',
      'https://nyra.test/verify/BBBBBBBBBBBBBBBBBBBBBB',
    ]) {
      expect(text).toContain(expected);
    }
    const dark = create(credential.id, { errorCorrectionLevel: 'M' }).modules.data.filter(
      (bit) => bit === 1,
    ).length;
    // One black square per dark module, plus the white background.
    expect(text.match(/"color":"#000000"/g)).toHaveLength(dark);
  });
});
