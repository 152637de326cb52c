/**
 * The page's handle on the resume export worker: `renderResumePdfInWorker` resolves with the PDF
 * bytes and `renderResumeDocxInWorker` with the Word file's, both reporting progress (0–1);
 * `renderCertificatePdfInWorker` writes a certificate's PDF. One
 * worker for the tab, started on first use; a crashed worker fails the renders in flight and is
 * replaced on the next call.
 */
import type { OpenBadgeCredential } from '@/common/certificates/credential-schema.ts';
import type { ResumeContent } from '@/common/resume/export/resume-content-schema.ts';
import type { PaperSize, ResumeTemplate } from '@/common/resume/resume-template-schema.ts';
import type {
  ResumeExportFormat,
  ResumePdfCommand,
  ResumePdfEvent,
} from './resume-pdf-protocol.ts';

interface Pending {
  resolve: (pdf: Uint8Array<ArrayBuffer>) => void;
  reject: (error: Error) => void;
  onProgress?: (fraction: number) => void;
}

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function failAll(message: string): void {
  for (const entry of pending.values()) entry.reject(new Error(message));
  pending.clear();
  worker?.terminate();
  worker = null;
}

function ensureWorker(): Worker {
  if (worker) return worker;
  const created = new Worker(new URL('./resume-pdf-worker.ts', import.meta.url), {
    type: 'module',
    name: 'resume-pdf',
  });
  created.addEventListener('message', (event: MessageEvent<ResumePdfEvent>) => {
    const data = event.data;
    const entry = pending.get(data.id);
    if (!entry) return;
    if (data.type === 'progress') entry.onProgress?.(data.fraction);
    else if (data.type === 'done') {
      pending.delete(data.id);
      entry.onProgress?.(1);
      entry.resolve(new Uint8Array(data.pdf));
    } else {
      pending.delete(data.id);
      entry.reject(new Error(data.message));
    }
  });
  created.addEventListener('error', () => failAll('The resume export stopped. Try again.'));
  worker = created;
  return created;
}

function postRender(
  command: ResumePdfCommand,
  onProgress?: (fraction: number) => void,
): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    pending.set(command.id, { resolve, reject, onProgress });
    ensureWorker().postMessage(command);
  });
}

function renderInWorker(
  format: ResumeExportFormat,
  resume: ResumeContent,
  template: ResumeTemplate,
  paper: PaperSize,
  onProgress?: (fraction: number) => void,
): Promise<Uint8Array<ArrayBuffer>> {
  const id = nextId++;
  return postRender({ type: 'render', id, format, resume, template, paper }, onProgress);
}

export function renderResumePdfInWorker(
  resume: ResumeContent,
  template: ResumeTemplate,
  paper: PaperSize,
  onProgress?: (fraction: number) => void,
): Promise<Uint8Array<ArrayBuffer>> {
  return renderInWorker('pdf', resume, template, paper, onProgress);
}

/** The Word export (.docx) of the same resume, template and paper, written in the worker. */
export function renderResumeDocxInWorker(
  resume: ResumeContent,
  template: ResumeTemplate,
  paper: PaperSize,
  onProgress?: (fraction: number) => void,
): Promise<Uint8Array<ArrayBuffer>> {
  return renderInWorker('docx', resume, template, paper, onProgress);
}

/** A certificate's PDF (issue 32), written by the same worker with the same fonts. */
export function renderCertificatePdfInWorker(
  credential: OpenBadgeCredential,
): Promise<Uint8Array<ArrayBuffer>> {
  return postRender({ type: 'render-certificate', id: nextId++, credential });
}
