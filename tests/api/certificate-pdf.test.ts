/**
 * The certificate PDF as the export worker writes it (the same layout, pdfmake and fonts, here
 * through pdfmake's Node entry), read back with pdf.js: one landscape page naming the learner,
 * the achievement, the date, the evidence and the verify address the QR code encodes.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pdfmake from 'pdfmake';
import { describe, expect, it } from 'vitest';
import { buildCertificatePdfDocument } from '@/common/certificates/build-certificate-pdf-document.ts';
import { buildCredential } from '@/common/certificates/build-credential.ts';
import { buildIssuerDocument } from '@/common/certificates/build-issuer-document.ts';
import { derivePublicKeyMultibase } from '@/common/certificates/derive-public-key-multibase.ts';
import { signCredential } from '@/common/certificates/sign-credential.ts';
import {
  prepareResumePdfMake,
  type PdfMakeLike,
} from '@/common/resume/export/render-resume-pdf.ts';
import { readPdfText } from '../support/read-pdf-text.ts';

const FONT_DIR = path.resolve(import.meta.dirname, '../../public/fonts/resume');
const instance = pdfmake as unknown as PdfMakeLike & {
  setLocalAccessPolicy(allow: (file: string) => boolean): void;
};

describe('the certificate PDF', () => {
  it('names the learner, achievement, date, evidence and verify address on one page', async () => {
    const seed = new Uint8Array(32).fill(3);
    const issuer = buildIssuerDocument('https://nyra.test', await derivePublicKeyMultibase(seed));
    const credential = await signCredential(
      buildCredential({
        origin: 'https://nyra.test',
        certificateId: 'CCCCCCCCCCCCCCCCCCCCCC',
        learnerName: 'Katherine Johnson',
        track: 'data-engineering',
        issuedAt: new Date('2026-11-25T08:00:00Z'),
        evidence: {
          capstones: [{ id: 'de-1', title: 'Orders warehouse', passedAt: '2026-11-20T00:00:00Z' }],
          interview: { topicId: 'sql', score: 84, endedAt: '2026-11-22T00:00:00Z' },
        },
      }),
      { seed, verificationMethod: issuer.assertionMethod[0]! },
      new Date('2026-11-25T08:00:00Z'),
    );
    instance.setLocalAccessPolicy(() => false);
    await prepareResumePdfMake(instance, (file) => readFile(path.join(FONT_DIR, file)));
    const buffer = await instance.createPdf(buildCertificatePdfDocument(credential)).getBuffer();
    const { pages, runs } = await readPdfText(new Uint8Array(buffer));
    expect(pages).toBe(1);
    const text = runs.map((run) => run.text).join(' ');
    for (const expected of [
      'Katherine Johnson',
      'completed the Data Engineering track',
      'Issued on 25 November 2026 by Nyra',
      'Capstone project: Orders warehouse',
      'Mock interview score: 84/100',
      'https://nyra.test/verify/CCCCCCCCCCCCCCCCCCCCCC',
      'Scan to verify',
    ]) {
      expect(text).toContain(expected);
    }
  });
});
