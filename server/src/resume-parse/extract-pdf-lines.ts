/**
 * PDF → lines in reading order for the parse job, read in the PDF worker thread
 * (pdf-worker/run-pdf-worker-task.ts, shared with the upload check) so that pdf.js's synchronous
 * parsing and layout never stall the server's requests. A file that will never read is a
 * PermanentJobError with the reason; a worker that cannot run it now is a PdfWorkerUnavailableError
 * (the job is retried later).
 */
import type { TextLine } from '@/common/resume/parse/text-line.ts';
import { PermanentJobError } from '../jobs/permanent-job-error.ts';
import { runPdfWorkerTask } from '../pdf-worker/run-pdf-worker-task.ts';

/** Ten pages of a real resume read in well under a second; this only stops pathological files. */
export const PDF_READ_TIMEOUT_MS = 30_000;
/** Longest wait behind upload checks and other jobs' files before trying again later. */
const PDF_READ_QUEUE_MAX_MS = 60_000;

export const PDF_TOO_COMPLEX_MESSAGE =
  'This PDF takes too long to read. Print it to a new PDF (or export it again) and upload that file.';

/** The worker could not read the file now (not started, or busy): worth trying again later. */
export class PdfWorkerUnavailableError extends Error {
  override name = 'PdfWorkerUnavailableError';
}

export async function extractPdfLines(data: Uint8Array): Promise<TextLine[]> {
  // A copy of its own, handed over to the worker rather than copied once more.
  const own = data.slice();
  const outcome = await runPdfWorkerTask(
    { task: 'read_lines', data: own },
    { timeoutMs: PDF_READ_TIMEOUT_MS, queueMaxMs: PDF_READ_QUEUE_MAX_MS, transfer: [own.buffer] },
  );
  if (outcome.status === 'too_complex') throw new PermanentJobError(PDF_TOO_COMPLEX_MESSAGE);
  if (outcome.status === 'busy') {
    throw new PdfWorkerUnavailableError('the PDF worker is busy; the job runs again later');
  }
  if (outcome.status === 'unavailable') {
    throw new PdfWorkerUnavailableError('the PDF worker could not start', {
      cause: outcome.error,
    });
  }
  const { answer } = outcome;
  if ('lines' in answer) return answer.lines;
  // Files refused at upload now can still be here (uploaded before the upload check existed).
  if (answer.problem !== 'unreadable') throw new PermanentJobError(answer.message);
  throw new Error('a page of this PDF could not be read');
}
