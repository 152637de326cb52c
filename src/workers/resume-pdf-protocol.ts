/**
 * Messages between the page and the export worker (pdfmake, off the main thread): résumés, and
 * certificates (issue 32), which share its pdfmake instance and fonts.
 */
import type { OpenBadgeCredential } from '@/common/certificates/credential-schema.ts';
import type { ResumeContent } from '@/common/resume/export/resume-content-schema.ts';
import type { PaperSize, ResumeTemplate } from '@/common/resume/resume-template-schema.ts';

/**
 * The same worker also writes the Word export (docx): a render names its format, and the bytes
 * come back under `pdf` in both cases (the field predates Word export).
 */
export type ResumeExportFormat = 'pdf' | 'docx';

export type ResumePdfCommand =
  | {
      type: 'render';
      id: number;
      /** Absent means 'pdf', as every render was before Word export. */
      format?: ResumeExportFormat;
      resume: ResumeContent;
      template: ResumeTemplate;
      paper: PaperSize;
    }
  | { type: 'render-certificate'; id: number; credential: OpenBadgeCredential };

export type ResumePdfEvent =
  | { type: 'progress'; id: number; fraction: number }
  | { type: 'done'; id: number; pdf: ArrayBuffer }
  | { type: 'error'; id: number; message: string };
