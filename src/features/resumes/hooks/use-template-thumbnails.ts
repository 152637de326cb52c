/**
 * A thumbnail of the learner's own résumé in every template, for the gallery. Drawn one after
 * another (the PDF worker writes, pdf.js draws), only once the résumé has been still for
 * THUMBNAIL_DEBOUNCE_MS, only while the gallery is on screen (`visible`), and again only when its
 * content or the paper changed since: typing in the editor never queues twelve renders, and a
 * phone that shows the editor does not draw a gallery below it. A thumbnail that fails stays
 * empty (the name still shows).
 */
import { useEffect, useRef, useState } from 'react';
import type { ResumeContent } from '@/common/resume/export/resume-content-schema.ts';
import {
  RESUME_TEMPLATES,
  type PaperSize,
  type ResumeTemplate,
} from '@/common/resume/resume-template-schema.ts';
import { renderResumePdfInWorker } from '@/src/workers/resume-pdf-client.ts';
import { drawPdfThumbnail } from '../browser/draw-pdf-thumbnail.ts';

/** Quiet time after the last edit before the thumbnails are drawn again. */
export const THUMBNAIL_DEBOUNCE_MS = 1_500;
/** CSS pixels across one thumbnail. */
export const THUMBNAIL_WIDTH_PX = 112;

export type TemplateThumbnails = Partial<Record<ResumeTemplate, string>>;

export function useTemplateThumbnails(
  resume: ResumeContent,
  paper: PaperSize,
  visible: boolean,
): TemplateThumbnails {
  const [urls, setUrls] = useState<TemplateThumbnails>({});
  // The object URLs shown now: one is revoked when its template's next thumbnail replaces it.
  const shown = useRef<TemplateThumbnails>({});
  // What the shown thumbnails were drawn from: a gallery scrolled back into view draws nothing new.
  const drawnFrom = useRef<string | null>(null);
  const signature = JSON.stringify([resume, paper]);
  useEffect(() => {
    if (!visible || drawnFrom.current === signature) return;
    let live = true;
    const [content] = JSON.parse(signature) as [ResumeContent, PaperSize];
    const timer = window.setTimeout(() => {
      void (async () => {
        for (const template of RESUME_TEMPLATES) {
          if (!live) return;
          try {
            const pdf = await renderResumePdfInWorker(content, template, paper);
            const blob = await drawPdfThumbnail(pdf, THUMBNAIL_WIDTH_PX);
            if (!live) return;
            const url = URL.createObjectURL(blob);
            const old = shown.current[template];
            shown.current = { ...shown.current, [template]: url };
            setUrls(shown.current);
            if (old) URL.revokeObjectURL(old);
          } catch (error) {
            console.warn(`The ${template} thumbnail could not be drawn.`, error);
          }
        }
        // A set cut short (an edit, the gallery scrolled away) is drawn again next time.
        if (live) drawnFrom.current = signature;
      })();
    }, THUMBNAIL_DEBOUNCE_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [signature, paper, visible]);
  useEffect(
    () => () => {
      for (const url of Object.values(shown.current)) URL.revokeObjectURL(url);
      shown.current = {};
    },
    [],
  );
  return urls;
}
