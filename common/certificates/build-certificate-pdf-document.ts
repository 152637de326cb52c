/**
 * The PDF of a certificate as a pdfmake document (rendered by the export worker,
 * src/workers/resume-pdf-worker.ts, with the résumé fonts): the learner, the achievement, the
 * date, the evidence, and a QR code of the verify page drawn as vector squares, so the printout
 * leads anyone with a phone to the signature check. Landscape A4.
 */
import { create } from 'qrcode';
import type { OpenBadgeCredential } from './credential-schema.ts';
import { formatCertificateDate } from './format-certificate-date.ts';

/** Side of the QR code on the page, in PDF points (1/72 inch): 3.5 cm. */
const QR_SIZE_PT = 100;
/** The blank margin a QR code needs around it, in modules. */
const QR_QUIET_ZONE_MODULES = 2;

function qrCanvas(url: string): { canvas: unknown[]; width: number } {
  const { modules } = create(url, { errorCorrectionLevel: 'M' });
  const count = modules.size + QR_QUIET_ZONE_MODULES * 2;
  const cell = QR_SIZE_PT / count;
  const squares: unknown[] = [
    { type: 'rect', x: 0, y: 0, w: QR_SIZE_PT, h: QR_SIZE_PT, color: '#ffffff' },
  ];
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (!modules.get(row, col)) continue;
      squares.push({
        type: 'rect',
        x: (col + QR_QUIET_ZONE_MODULES) * cell,
        y: (row + QR_QUIET_ZONE_MODULES) * cell,
        // A hair wider, so neighbouring squares leave no hairline gaps when rasterised.
        w: cell + 0.05,
        h: cell + 0.05,
        color: '#000000',
      });
    }
  }
  return { canvas: squares, width: QR_SIZE_PT };
}

export function buildCertificatePdfDocument(credential: OpenBadgeCredential): unknown {
  const { achievement } = credential.credentialSubject;
  const verifyUrl = credential.id;
  return {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [56, 48, 56, 48],
    info: {
      title: `${achievement.name} certificate: ${credential.credentialSubject.name}`,
      author: credential.issuer.name,
    },
    defaultStyle: { font: 'Sans', fontSize: 11, color: '#1f2328' },
    content: [
      { text: credential.issuer.name.toUpperCase(), fontSize: 12, bold: true, color: '#4f46e5' },
      { text: 'Certificate of completion', font: 'Serif', fontSize: 30, margin: [0, 16, 0, 4] },
      { text: 'This certifies that', color: '#57606a', margin: [0, 12, 0, 0] },
      {
        text: credential.credentialSubject.name,
        font: 'Serif',
        fontSize: 26,
        bold: true,
        margin: [0, 4, 0, 4],
      },
      { text: `completed the ${achievement.name}`, fontSize: 14 },
      { text: achievement.description, color: '#57606a', margin: [0, 8, 0, 0] },
      {
        columns: [
          {
            width: '*',
            stack: [
              { text: 'Evidence', bold: true, margin: [0, 16, 0, 4] },
              {
                ul: credential.evidence.map((item) =>
                  item.description ? `${item.name}. ${item.description}` : item.name,
                ),
              },
              {
                text: `Issued on ${formatCertificateDate(credential.validFrom)} by ${credential.issuer.name}`,
                margin: [0, 16, 0, 0],
              },
              ...(credential.validUntil
                ? [{ text: `Valid until ${formatCertificateDate(credential.validUntil)}` }]
                : []),
              {
                text: [
                  'Verify this certificate: ',
                  { text: verifyUrl, link: verifyUrl, color: '#4f46e5' },
                ],
                margin: [0, 8, 0, 0],
                fontSize: 10,
              },
              {
                text:
                  'The verify page checks the digital signature of this certificate (Open Badges ' +
                  '3.0, Ed25519) in your browser.',
                fontSize: 9,
                color: '#57606a',
              },
            ],
          },
          {
            width: QR_SIZE_PT,
            stack: [
              qrCanvas(verifyUrl),
              { text: 'Scan to verify', fontSize: 9, alignment: 'center', margin: [0, 4, 0, 0] },
            ],
            margin: [16, 16, 0, 0],
          },
        ],
        columnGap: 16,
      },
    ],
  };
}
