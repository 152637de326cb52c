/**
 * Shows an exported PDF page by page: the page drawn by pdfjs on a canvas with its
 * text layer on top (selectable, and read by assistive technology), "Page n of N" with the real
 * page count, and Previous/Next. The PDF is the one "Download PDF" saves, so preview = export.
 */
import { useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { Button } from '@/src/components/ui/button.tsx';
import {
  loadPdfDocument,
  loadTextLayer,
  releasePdfDocument,
} from '../browser/load-pdf-document.ts';
import styles from './resume-pdf-preview.module.css';

/** CSS pixels per PDF point at 100 % (72 pt per inch, 96 px per inch). */
const PX_PER_PT = 96 / 72;

interface ResumePdfPreviewProps {
  pdf: Uint8Array | null;
  /** A newer PDF is being written (the shown one is kept meanwhile). */
  busy: boolean;
  error: string | null;
}

/** What the learner reads when pdf.js fails: its own messages are for developers (console). */
const DRAW_FAILED = 'The preview could not be drawn. Download PDF still works.';

export function ResumePdfPreview({ pdf, busy, error }: ResumePdfPreviewProps) {
  // The open document and the bytes it came from: a document of older bytes (the previous
  // template) may stay on screen while the new one opens, but is never presented as current.
  const [opened, setOpened] = useState<{ pdf: Uint8Array; doc: PDFDocumentProxy } | null>(null);
  const document = opened?.doc ?? null;
  const [pageNumber, setPageNumber] = useState(1);
  const [loadError, setLoadError] = useState<string | null>(null);
  // Which document and page the canvas and text layer hold, once fully drawn.
  const [drawn, setDrawn] = useState<{ doc: PDFDocumentProxy; page: number } | null>(null);
  const current =
    opened !== null &&
    opened.pdf === pdf &&
    drawn?.doc === opened.doc &&
    drawn.page === Math.min(pageNumber, opened.doc.numPages);
  const frameRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textRef = useRef<HTMLDivElement>(null);

  // Open each new PDF. The newest wins: an older one that finishes later is destroyed unseen.
  useEffect(() => {
    if (!pdf) return;
    let live = true;
    loadPdfDocument(pdf).then(
      (loaded) => {
        if (!live) return releasePdfDocument(loaded);
        setOpened({ pdf, doc: loaded });
        setLoadError(null);
        setPageNumber((current) => Math.min(current, loaded.numPages));
      },
      (failure: unknown) => {
        console.warn('The résumé preview could not open the PDF.', failure);
        if (live) setLoadError(DRAW_FAILED);
      },
    );
    return () => {
      live = false;
    };
  }, [pdf]);

  // The shown document is destroyed only once it is replaced (or the preview closes), after the
  // render below was cancelled: never while it is still being drawn.
  useEffect(() => {
    if (!document) return;
    return () => releasePdfDocument(document);
  }, [document]);

  // Draw the page; a newer document or page cancels this render and its text layer.
  useEffect(() => {
    const frame = frameRef.current;
    const canvas = canvasRef.current;
    const textLayer = textRef.current;
    if (!document || !frame || !canvas || !textLayer) return;
    let cancelled = false;
    let renderTask: { cancel(): void; promise: Promise<void> } | null = null;
    let layer: { cancel(): void } | null = null;
    const pageShown = Math.min(pageNumber, document.numPages);
    void (async () => {
      try {
        const page = await document.getPage(pageShown);
        if (cancelled) return;
        const width = frame.clientWidth || 600;
        const base = page.getViewport({ scale: 1 });
        const scale = width / base.width;
        const viewport = page.getViewport({ scale });
        const ratio = window.devicePixelRatio || 1;
        canvas.width = Math.floor(viewport.width * ratio);
        canvas.height = Math.floor(viewport.height * ratio);
        canvas.style.width = `${viewport.width}px`;
        canvas.style.height = `${viewport.height}px`;
        renderTask = page.render({
          canvas,
          viewport,
          transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
        });
        await renderTask.promise;
        const TextLayer = await loadTextLayer();
        if (cancelled) return;
        textLayer.replaceChildren();
        textLayer.style.setProperty('--total-scale-factor', String(scale));
        textLayer.style.setProperty('--scale-factor', String(scale));
        const textLayerTask = new TextLayer({
          textContentSource: page.streamTextContent(),
          container: textLayer,
          viewport,
        });
        layer = textLayerTask;
        await textLayerTask.render();
        if (!cancelled) setDrawn({ doc: document, page: pageShown });
      } catch (failure) {
        // A cancelled render rejects too: only a failure of the current one is shown.
        if (cancelled) return;
        console.warn('The résumé preview could not draw the page.', failure);
        setLoadError(DRAW_FAILED);
      }
    })();
    return () => {
      cancelled = true;
      renderTask?.cancel();
      layer?.cancel();
    };
  }, [document, pageNumber]);

  const pages = document?.numPages ?? 0;
  const shownError = error ?? loadError;
  return (
    <div className={styles.preview}>
      <div className={styles.pager}>
        <Button
          variant="ghost"
          size="small"
          disabled={pageNumber <= 1 || pages === 0}
          onClick={() => setPageNumber((n) => Math.max(1, n - 1))}
        >
          Previous
        </Button>
        <span role="status" aria-live="polite" className={styles.pageLabel}>
          {pages > 0 ? `Page ${Math.min(pageNumber, pages)} of ${pages}` : 'Drawing the preview…'}
          {(busy || !current) && pages > 0 && <span className={styles.busy}> · updating…</span>}
        </span>
        <Button
          variant="ghost"
          size="small"
          disabled={pageNumber >= pages}
          onClick={() => setPageNumber((n) => Math.min(pages, n + 1))}
        >
          Next
        </Button>
      </div>
      {shownError && (
        <p className={styles.error} role="alert">
          {shownError}
        </p>
      )}
      <div
        ref={frameRef}
        className={styles.frame}
        aria-busy={busy || !current}
        style={{ minHeight: pages === 0 ? `${Math.round(300 * PX_PER_PT)}px` : undefined }}
      >
        <canvas ref={canvasRef} className={styles.canvas} aria-hidden="true" />
        <div ref={textRef} className={`textLayer ${styles.textLayer}`} />
      </div>
    </div>
  );
}
