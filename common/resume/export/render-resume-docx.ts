/**
 * Renders a resume to DOCX bytes (buildResumeDocx's layout). The same call runs in the browser's
 * export worker and in Node (tests, bench): Packer.toArrayBuffer zips with JSZip's "arraybuffer"
 * output, which needs neither Node's Buffer nor the DOM's Blob.
 */
import { Packer } from 'docx';
import { buildResumeDocx } from './build-resume-docx.ts';
import type { ResumeContent } from './resume-content-schema.ts';
import type { PaperSize, ResumeTemplate } from '../resume-template-schema.ts';

export async function renderResumeDocx(
  resume: ResumeContent,
  template: ResumeTemplate,
  paper: PaperSize,
): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await Packer.toArrayBuffer(buildResumeDocx(resume, template, paper)));
}
