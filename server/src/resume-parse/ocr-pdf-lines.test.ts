/**
 * A scanned résumé (a PDF whose page is one image, no text layer) is read with OCR, offline:
 * the fixture is drawn at test time (tests/support/make-scanned-resume-pdf.ts), so no binary is
 * committed. The parse is marked unsure (every field ≤ OCR_CONFIDENCE_CAP) and reports its
 * progress a page at a time. Its time is measured by the bench, not asserted here.
 */
import { describe, expect, it } from 'vitest';
import { makeScannedResumePdf } from '@/tests/support/make-scanned-resume-pdf.ts';
import { OCR_CONFIDENCE_CAP, parseResumeFile } from './parse-resume-file.ts';

describe('parseResumeFile on a scanned PDF', () => {
  it('reads the name and e-mail with OCR and marks the parse unsure', async () => {
    const pdf = await makeScannedResumePdf();
    expect(pdf.length).toBeLessThan(100 * 1024);
    // The job shows how far it is, page by page (the résumé list reads it while processing).
    const progress: number[] = [];
    const parsed = await parseResumeFile('pdf', pdf, async (fraction) => {
      progress.push(fraction);
    });
    expect(progress).toEqual([0, 1]);
    expect(parsed.learner_name).toBe('Grace Hopper');
    expect(parsed.learner_email).toBe('grace.hopper@example.com');
    const confidences = [
      ...Object.values(parsed.parse_meta),
      ...parsed.employment_history.flatMap((item) => Object.values(item.parse_meta)),
    ].map((meta) => meta.confidence);
    expect(confidences.length).toBeGreaterThan(0);
    expect(Math.max(...confidences)).toBeLessThanOrEqual(OCR_CONFIDENCE_CAP);
  }, 60_000);
});
