/**
 * The PDF of the shown resume, re-rendered in the worker when the resume, the template or the
 * paper changes (debounced, so typing in the editor does not queue a render per keystroke). The
 * last good PDF stays shown while the next one is written.
 */
import { useEffect, useState } from 'react';
import type { ResumeContent } from '@/common/resume/export/resume-content-schema.ts';
import type { PaperSize, ResumeTemplate } from '@/common/resume/resume-template-schema.ts';
import { renderResumePdfInWorker } from '@/src/workers/resume-pdf-client.ts';

/** Quiet time after the last change before the preview re-renders. */
export const PREVIEW_DEBOUNCE_MS = 400;

export interface ResumePdfState {
  pdf: Uint8Array<ArrayBuffer> | null;
  rendering: boolean;
  error: string | null;
}

export function useResumePdf(
  resume: ResumeContent,
  template: ResumeTemplate,
  paper: PaperSize,
): ResumePdfState {
  const [state, setState] = useState<ResumePdfState>({ pdf: null, rendering: true, error: null });
  // Re-render on content changes, not on new object identities with the same content.
  const signature = JSON.stringify(resume);
  useEffect(() => {
    let live = true;
    setState((current) => ({ ...current, rendering: true }));
    const timer = window.setTimeout(() => {
      renderResumePdfInWorker(JSON.parse(signature) as ResumeContent, template, paper).then(
        (pdf) => {
          if (live) setState({ pdf, rendering: false, error: null });
        },
        (error: unknown) => {
          if (live)
            setState((current) => ({
              ...current,
              rendering: false,
              error: error instanceof Error ? error.message : 'The preview could not be drawn.',
            }));
        },
      );
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [signature, template, paper]);
  return state;
}
