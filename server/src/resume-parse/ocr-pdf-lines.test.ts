/**
 * A scanned résumé (a PDF whose page is one image, no text layer) is read with OCR, offline:
 * the fixture is drawn here (@napi-rs/canvas) and wrapped in an image-only PDF (pdfkit), so no
 * binary is committed. The parse is marked unsure (every field ≤ OCR_CONFIDENCE_CAP).
 */
import { createCanvas } from '@napi-rs/canvas';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { OCR_PAGE_BUDGET_MS } from './ocr-pdf-lines.ts';
import { OCR_CONFIDENCE_CAP, parseResumeFile } from './parse-resume-file.ts';

/** An A4 page at 150 dpi (pixels), like an office scanner's default. */
const PAGE_PX = { width: 1240, height: 1754 };

function drawScannedResume(): Buffer {
  const canvas = createCanvas(PAGE_PX.width, PAGE_PX.height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, PAGE_PX.width, PAGE_PX.height);
  g.fillStyle = '#111111';
  let y = 140;
  const line = (text: string, size: number, bold = false, gap = 1.6) => {
    g.font = `${bold ? 'bold ' : ''}${size}px sans-serif`;
    g.fillText(text, 110, y);
    y += size * gap;
  };
  line('Grace Hopper', 56, true);
  line('grace.hopper@example.com | +1 212 555 0142 | New York, United States', 26);
  y += 30;
  line('EXPERIENCE', 34, true);
  line('Data Engineer at Remington Rand   Jan 2019 – Present', 26);
  line('• Built the nightly loads of the sales warehouse.', 26);
  y += 30;
  line('EDUCATION', 34, true);
  line('Yale University, PhD Mathematics   2010 – 2014', 26);
  y += 30;
  line('SKILLS', 34, true);
  line('SQL, Python, Airflow', 26);
  return canvas.toBuffer('image/png');
}

function imageOnlyPdf(png: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 0 });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.image(png, 0, 0, { width: doc.page.width, height: doc.page.height });
    doc.end();
  });
}

describe('parseResumeFile on a scanned PDF', () => {
  it('reads the name and e-mail with OCR and marks the parse unsure', async () => {
    const pdf = await imageOnlyPdf(drawScannedResume());
    expect(pdf.length).toBeLessThan(100 * 1024);
    const started = Date.now();
    const parsed = await parseResumeFile('pdf', pdf);
    expect(Date.now() - started).toBeLessThan(OCR_PAGE_BUDGET_MS * 2);
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
