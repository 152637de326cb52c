/**
 * Writes a certificate's PDF (with the QR code of its verify page) in the export worker and hands
 * it to the browser's download. Works offline: the worker, its fonts and the credential are here.
 */
import type { CertificateSummary } from '@/common/certificates/certificate-api-schema.ts';
import { saveFile } from '@/src/lib/save-file.ts';
import { renderCertificatePdfInWorker } from '@/src/workers/resume-pdf-client.ts';
import { certificateFileName } from '../logic/certificate-file-name.ts';

export async function downloadCertificatePdf(certificate: CertificateSummary): Promise<void> {
  const pdf = await renderCertificatePdfInWorker(certificate.credential);
  saveFile(pdf, certificateFileName(certificate.track, 'pdf'), 'application/pdf');
}
