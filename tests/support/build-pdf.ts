/**
 * Writes a small, well-formed PDF by hand (objects, a correct cross-reference table and trailer),
 * so tests can send real PDFs that the upload's PDF check opens, of an exact size when asked.
 */
export interface BuildPdfOptions {
  /**
   * The objects after the page's content stream (numbered from 5 on); the catalogue, page tree,
   * page and content stream are objects 1–4.
   */
  extraObjects?: string[];
  /** Added to the catalogue dictionary, e.g. `/OpenAction 5 0 R`. */
  catalogExtra?: string;
  /** Text shown on the one page (Helvetica, object 5 unless extra objects come first). */
  text?: string;
  /** Pads the file to exactly this many bytes with a comment line after the header. */
  totalBytes?: number;
}

export function buildPdf(options: BuildPdfOptions = {}): Uint8Array<ArrayBuffer> {
  const extra = options.extraObjects ?? [];
  const fontNumber = 5 + extra.length;
  const stream = `BT /F1 12 Tf 72 720 Td (${options.text ?? 'Ada Lovelace ada@example.com'}) Tj ET`;
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${options.catalogExtra ?? ''}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 ${fontNumber} 0 R >> >> >>`,
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    ...extra,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const header = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const write = (padding: string) => {
    let body = header + padding;
    const offsets: number[] = [];
    objects.forEach((object, index) => {
      offsets.push(body.length);
      body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    });
    const xref = body.length;
    body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
    body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return body;
  };
  let body = write('');
  if (options.totalBytes !== undefined) {
    // A comment line ("%" … "\n") of the missing length. The offset after `startxref` grows
    // with it and may take more digits, so adjust until the size is exact.
    let padding = 0;
    for (let tries = 0; body.length !== options.totalBytes; tries += 1) {
      padding += options.totalBytes - body.length;
      if (padding < 2 || tries > 3)
        throw new Error(`buildPdf: cannot make ${options.totalBytes} bytes`);
      body = write(`%${' '.repeat(padding - 2)}\n`);
    }
  }
  return new Uint8Array(Buffer.from(body, 'latin1'));
}
