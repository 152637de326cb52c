/**
 * Resume export worker: renders the export layout (common/resume/export) with pdfmake's
 * browser build, so a long resume never blocks typing. Fonts are fetched once from our own
 * origin (precached by the service worker, so this works offline) and no other URL is ever
 * fetched. Renders run one at a time; progress: fonts 0–20 %, layout 20–50 %, writing 50–100 %.
 * A 'docx' render writes the Word layout with the docx package instead, imported on the first
 * Word export (a chunk of its own, precached like the rest, so PDF renders do not load it): no
 * fonts to load (Word names its fonts), so it reports loading 5 %, building 20 %, zipping 60 %.
 * A 'render-certificate' writes a certificate's PDF (common/certificates/) with the same fonts.
 */
import pdfMake from 'pdfmake/build/pdfmake';
import {
  prepareResumePdfMake,
  renderResumePdf,
  type PdfMakeLike,
} from '@/common/resume/export/render-resume-pdf.ts';
import { RESUME_FONT_BASE_PATH } from '@/common/resume/export/resume-font-files.ts';
import { buildCertificatePdfDocument } from '@/common/certificates/build-certificate-pdf-document.ts';
import { fetchStaticAsset } from '../lib/fetch-static-asset.ts';
import type { ResumePdfCommand, ResumePdfEvent } from './resume-pdf-protocol.ts';

interface WorkerScope {
  postMessage(message: ResumePdfEvent, transfer: Transferable[]): void;
  addEventListener(
    type: 'message',
    listener: (event: MessageEvent<ResumePdfCommand>) => void,
  ): void;
}
const scope = self as unknown as WorkerScope;
const pdfmake = pdfMake as unknown as PdfMakeLike;

function post(event: ResumePdfEvent, transfer: Transferable[] = []): void {
  scope.postMessage(event, transfer);
}

async function loadFont(file: string): Promise<Uint8Array> {
  const response = await fetchStaticAsset(`${RESUME_FONT_BASE_PATH}${file}`);
  if (!response.ok) throw new Error(`The font ${file} could not be loaded (${response.status}).`);
  return new Uint8Array(await response.arrayBuffer());
}

let queue: Promise<void> = Promise.resolve();

type RenderCommand = Extract<ResumePdfCommand, { type: 'render' }>;
type CertificateCommand = Extract<ResumePdfCommand, { type: 'render-certificate' }>;

async function renderCertificate(command: CertificateCommand): Promise<void> {
  const { id } = command;
  try {
    post({ type: 'progress', id, fraction: 0.05 });
    await prepareResumePdfMake(pdfmake, loadFont, 'binary');
    post({ type: 'progress', id, fraction: 0.3 });
    const buffer = await pdfmake
      .createPdf(buildCertificatePdfDocument(command.credential))
      .getBuffer();
    const pdf = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength).slice().buffer;
    post({ type: 'done', id, pdf }, [pdf]);
  } catch (error) {
    post({
      type: 'error',
      id,
      message: error instanceof Error ? error.message : 'The PDF could not be written.',
    });
  }
}

async function renderDocx(command: RenderCommand): Promise<void> {
  const { id } = command;
  try {
    post({ type: 'progress', id, fraction: 0.05 });
    const { renderResumeDocx } = await import('@/common/resume/export/render-resume-docx.ts');
    post({ type: 'progress', id, fraction: 0.2 });
    const pending = renderResumeDocx(command.resume, command.template, command.paper);
    // The document is built synchronously inside the call; what remains is zipping.
    post({ type: 'progress', id, fraction: 0.6 });
    const docx = (await pending).buffer;
    post({ type: 'done', id, pdf: docx }, [docx]);
  } catch (error) {
    post({
      type: 'error',
      id,
      message: error instanceof Error ? error.message : 'The Word file could not be written.',
    });
  }
}

async function render(command: ResumePdfCommand): Promise<void> {
  if (command.type === 'render-certificate') return renderCertificate(command);
  const { id } = command;
  if (command.format === 'docx') return renderDocx(command);
  try {
    post({ type: 'progress', id, fraction: 0.05 });
    // 'binary' makes pdfmake wrap the bytes in its Buffer, which the font parser needs.
    await prepareResumePdfMake(pdfmake, loadFont, 'binary');
    post({ type: 'progress', id, fraction: 0.2 });
    let laidOut = false;
    const bytes = await renderResumePdf(
      pdfmake,
      command.resume,
      command.template,
      command.paper,
      (fraction) => {
        if (!laidOut) {
          laidOut = true;
          post({ type: 'progress', id, fraction: 0.5 });
        }
        post({ type: 'progress', id, fraction: 0.5 + fraction * 0.5 });
      },
    );
    const pdf = bytes.slice().buffer;
    post({ type: 'done', id, pdf }, [pdf]);
  } catch (error) {
    post({
      type: 'error',
      id,
      message: error instanceof Error ? error.message : 'The PDF could not be written.',
    });
  }
}

scope.addEventListener('message', (event) => {
  const command = event.data;
  if (command.type !== 'render' && command.type !== 'render-certificate') return;
  queue = queue.then(() => render(command));
});
