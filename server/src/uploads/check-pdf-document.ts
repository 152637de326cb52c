/**
 * Opens an uploaded PDF with pdf.js before it is accepted, so a damaged, encrypted or
 * page-less PDF is refused at upload instead of failing later in the parse job. The work runs in
 * the PDF worker thread (pdf-worker/run-pdf-worker-task.ts), one file at a time: measured on the
 * 2-core machine, pdf.js on the main thread blocked the event loop for 0.8 s (idle machine) to
 * 2.7 s (load 8) on a 5 MB file whose structure it had to rebuild, and a synchronous parse cannot
 * be interrupted there. Each check has a time limit; a file that exceeds it (or makes the worker
 * run out of memory) is refused and the worker is replaced. If the worker cannot start at all the
 * file is not judged here (`unchecked`): the parse job still opens it and marks it failed with the
 * same reasons.
 */
import type { PdfCheckResult } from '../pdf-worker/pdf-worker.ts';
import { runPdfWorkerTask } from '../pdf-worker/run-pdf-worker-task.ts';

export type PdfCheck = Exclude<PdfCheckResult, 'failed'> | 'too_complex' | 'busy' | 'unchecked';

/** A well-formed resume opens in 1–3 ms once the worker is up; the pathological 5 MB file 1–3 s. */
export const PDF_CHECK_TIMEOUT_MS = 10_000;
/** Longest wait behind other files before the answer is "busy, try again". */
const PDF_CHECK_QUEUE_MAX_MS = 30_000;

export async function checkPdfDocument(
  filePath: string,
  timeoutMs = PDF_CHECK_TIMEOUT_MS,
): Promise<PdfCheck> {
  const outcome = await runPdfWorkerTask(
    { task: 'check', filePath },
    { timeoutMs, queueMaxMs: PDF_CHECK_QUEUE_MAX_MS },
  );
  if (outcome.status === 'unavailable') {
    console.error('PDF check unavailable; the parse job will judge the file:', outcome.error);
    return 'unchecked';
  }
  if (outcome.status !== 'done') return outcome.status;
  return outcome.answer === 'failed' ? 'unchecked' : outcome.answer;
}
