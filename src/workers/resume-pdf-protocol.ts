/** Messages between the page and the resume PDF worker (pdfmake, off the main thread). */
import type { ResumeContent } from '../../common/resume/export/resume-content-schema.ts';
import type { PaperSize, ResumeTemplate } from '../../common/resume/resume-template-schema.ts';

export type ResumePdfCommand = {
  type: 'render';
  id: number;
  resume: ResumeContent;
  template: ResumeTemplate;
  paper: PaperSize;
};

export type ResumePdfEvent =
  | { type: 'progress'; id: number; fraction: number }
  | { type: 'done'; id: number; pdf: ArrayBuffer }
  | { type: 'error'; id: number; message: string };
