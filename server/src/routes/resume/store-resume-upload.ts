/**
 * Receives a resume: PDF, DOCX or DOC told by content (see detectResumeType; a ZIP must also be
 * a safe Word archive, a PDF must open in pdf.js), at most 5 MB (enforced while it streams in),
 * stored under a generated name in DATA_DIR/uploads/resumes. The temporary file is removed on
 * every failure path.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  detectResumeType,
  RESUME_SNIFF_BYTES,
  type ResumeFileKind,
} from '@/common/resume/detect-resume-type.ts';
import { RESUME_FILE_FIELD, RESUME_MAX_BYTES } from '@/common/resume/resume-upload-schema.ts';
import { HttpError } from '@/server/src/http/http-error.ts';
import {
  PDF_DAMAGED_MESSAGE,
  PDF_PASSWORD_MESSAGE,
} from '@/server/src/resume-parse/open-pdf-document.ts';
import { checkDocxArchive } from '@/server/src/uploads/check-docx-archive.ts';
import { checkPdfDocument } from '@/server/src/uploads/check-pdf-document.ts';
import { receiveMultipartFile } from '@/server/src/uploads/receive-multipart-file.ts';
import type { UploadPaths } from '@/server/src/uploads/upload-paths.ts';

const WRONG_TYPE_MESSAGE =
  'Your resume must be a PDF or Word file (.pdf, .docx or .doc). Save it in one of these formats and upload it again.';

function refuse(status: 415 | 422 | 503, code: string, message: string): HttpError {
  return new HttpError(status, code, message, { [RESUME_FILE_FIELD]: message });
}

/** A PDF must open in pdf.js (in a worker thread, with a time limit) before it is accepted. */
async function checkPdfUpload(filePath: string): Promise<void> {
  const check = await checkPdfDocument(filePath);
  if (check === 'password') throw refuse(422, 'file_encrypted', PDF_PASSWORD_MESSAGE);
  if (check === 'damaged') throw refuse(422, 'file_damaged', PDF_DAMAGED_MESSAGE);
  if (check === 'no_pages') {
    throw refuse(
      422,
      'file_damaged',
      'This PDF has no pages. Export your resume to PDF again and upload the new file.',
    );
  }
  if (check === 'too_complex') {
    throw refuse(
      422,
      'file_too_complex',
      'This PDF takes too long to open, so it was refused. Print it to a new PDF (or export it again) and upload that file.',
    );
  }
  if (check === 'busy') {
    throw refuse(
      503,
      'busy',
      'We are checking many files right now. Please upload your resume again in a minute.',
    );
  }
}

export interface StoredResume {
  fileId: string;
  fileName: string;
  sizeBytes: number;
  kind: ResumeFileKind;
  storageName: string;
}

export async function storeResumeUpload(
  request: Request,
  paths: UploadPaths,
  onAbandonedBody?: () => void,
): Promise<StoredResume> {
  let kind: ResumeFileKind | null = null;
  const received = await receiveMultipartFile(request, {
    fieldName: RESUME_FILE_FIELD,
    maxBytes: RESUME_MAX_BYTES,
    tempDir: paths.tmp,
    headBytes: RESUME_SNIFF_BYTES,
    checkHead: (head) => {
      kind = detectResumeType(head);
      if (!kind) throw refuse(415, 'unsupported_file_type', WRONG_TYPE_MESSAGE);
    },
    onAbandonedBody,
    tooLargeMessage: 'Your resume is larger than 5 MB. Please upload a smaller file.',
  });
  try {
    const fileKind = kind as ResumeFileKind | null;
    if (!fileKind) throw refuse(415, 'unsupported_file_type', WRONG_TYPE_MESSAGE);
    if (fileKind === 'pdf') await checkPdfUpload(received.tempPath);
    if (fileKind === 'docx') {
      const check = await checkDocxArchive(received.tempPath);
      if (check === 'not_docx') throw refuse(415, 'unsupported_file_type', WRONG_TYPE_MESSAGE);
      if (check === 'corrupt') {
        throw refuse(
          422,
          'file_damaged',
          'This Word file is damaged and cannot be opened. Save it again and upload the new file.',
        );
      }
      if (check === 'too_big') {
        throw refuse(
          422,
          'file_too_complex',
          'This Word file unpacks to far more data than a resume holds, so it was refused. Save it again without embedded files and upload it.',
        );
      }
    }
    const fileId = randomUUID();
    const storageName = `${fileId}.${fileKind}`;
    await mkdir(paths.resumes, { recursive: true });
    await rename(received.tempPath, path.join(paths.resumes, storageName));
    return {
      fileId,
      fileName: received.fileName,
      sizeBytes: received.sizeBytes,
      kind: fileKind,
      storageName,
    };
  } catch (error) {
    await rm(received.tempPath, { force: true });
    throw error;
  }
}
