/**
 * A small text PDF the parser reads with some fields it is unsure of (a job header with no title
 * words, a school without a school word, an unknown country), for the "Check N fields" e2e
 * test: made with pdfkit (as the corpus is) at test time, so no binary is committed.
 */
import PDFDocument from 'pdfkit';

export function makeUnsureResumePdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50 });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(22).text('Ada Quill');
    doc
      .font('Helvetica')
      .fontSize(10)
      .text('ada.quill@example.com | +44 20 7946 0000 | Leeds, Wessexia');
    doc.moveDown();
    doc.font('Helvetica-Bold').fontSize(13).text('EXPERIENCE');
    doc
      .font('Helvetica')
      .fontSize(10)
      .text('Widgetworks, Bramble Fabrication   Mar 2021 – Present');
    doc.text('• Built nightly loads of orders into the warehouse.');
    doc.moveDown();
    doc.font('Helvetica-Bold').fontSize(13).text('EDUCATION');
    doc.font('Helvetica').fontSize(10).text('Northfield Hartwell, BSc Mathematics   2015 – 2019');
    doc.moveDown();
    doc.font('Helvetica-Bold').fontSize(13).text('SKILLS');
    doc.font('Helvetica').fontSize(10).text('SQL, Python, dbt');
    doc.end();
  });
}
