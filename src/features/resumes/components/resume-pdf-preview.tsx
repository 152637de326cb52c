/**
 * Shows an exported PDF page by page: the page drawn by pdfjs on a canvas with its
 * text layer on top (selectable, and read by assistive technology), "Page n of N" with the real
 * page count, and Previous/Next. The PDF is the one "Download PDF" saves, so preview = export.
 */
import { useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { Button } from '../../../components/ui/button.tsx';
import { loadPdfDocument, loadTextLayer } from '../browser/load-pdf-document.ts';
import styles from './resume-pdf-preview.module.css';

/** CSS pixels per PDF point at 100 % (72 pt per inch, 96 px per inch). */
const PX_PER_PT = 96 / 72;

interface ResumePdfPreviewProps {
  pdf: Uint8Array | null;
  /** A newer PDF is being written (the shown one is kept meanwhile). */
  busy: boolean;
  error: string | null;
}

export function ResumePdfPreview({ pdf, busy, error }: ResumePdfPreviewProps) {
  const [document, setDocument] = useState<PDFDocumentProxy | null>(null);
  const [pageNumber, setPageNumber] = useState(1);
  const [loadError, setLoadError] = useState<string | null>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!pdf) return;
    let live = true;
    let opened: PDFDocumentProxy | null = null;
    loadPdfDocument(pdf).then(
      (loaded) => {
        opened = loaded;
        if (!live) return void loaded.destroy();
        setDocument(loaded);
        setLoadError(null);
        setPageNumber((current) => Math.min(current, loaded.numPages));
      },
      (failure: unknown) => {
        if (live) setLoadError(failure instanceof Error ? failure.message : 'The preview failed.');
      },
    );
    return () => {
      live = false;
      void opened?.destroy();
    };
  }, [pdf]);

  useEffect(() => {
    const frame = frameRef.current;
    const canvas = canvasRef.current;
    const textLayer = textRef.current;
    if (!document || !frame || !canvas || !textLayer) return;
    let cancelled = false;
    let renderTask: { cancel(): void; promise: Promise<void> } | null = null;
    void (async () => {
      const page = await document.getPage(Math.min(pageNumber, document.numPages));
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
      try {
        await renderTask.promise;
      } catch {
        return; // cancelled by a newer page or PDF
      }
      if (cancelled) return;
      const TextLayer = await loadTextLayer();
      textLayer.replaceChildren();
      textLayer.style.setProperty('--total-scale-factor', String(scale));
      textLayer.style.setProperty('--scale-factor', String(scale));
      const layer = new TextLayer({
        textContentSource: page.streamTextContent(),
        container: textLayer,
        viewport,
      });
      await layer.render();
    })();
    return () => {
      cancelled = true;
      renderTask?.cancel();
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
          {busy && pages > 0 && <span className={styles.busy}> · updating…</span>}
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
        style={{ minHeight: pages === 0 ? `${Math.round(300 * PX_PER_PT)}px` : undefined }}
      >
        <canvas ref={canvasRef} className={styles.canvas} aria-hidden="true" />
        <div ref={textRef} className={`textLayer ${styles.textLayer}`} />
      </div>
    </div>
  );
}
