/**
 * A scanned résumé for the OCR tests: one page drawn as an image (@napi-rs/canvas) and wrapped in
 * a PDF with no text layer (pdfkit), made at test time so no binary is committed (≈ 60 KB).
 * The person is Grace Hopper, grace.hopper@example.com.
 */
import { createCanvas } from '@napi-rs/canvas';
import PDFDocument from 'pdfkit';

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

export function makeScannedResumePdf(): Promise<Buffer> {
  return imageOnlyPdf(drawScannedResume());
}
