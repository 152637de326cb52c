/**
 * Receives a resume from the upload-resume screen (SPEC 2.19): PDF only (checked by its first
 * bytes, `%PDF-`), at most 5 MB (enforced while it streams in), stored under a generated name in
 * DATA_DIR/uploads/resumes. Parsing it into a resume record is the resumes feature's job.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  RESUME_FILE_FIELD,
  RESUME_MAX_BYTES,
} from '../../../../common/resume/resume-upload-schema.ts';
import { HttpError } from '../../http/http-error.ts';
import { isPdf, PDF_SNIFF_BYTES } from '../../../../common/resume/is-pdf.ts';
import { receiveMultipartFile } from '../../uploads/receive-multipart-file.ts';
import type { UploadPaths } from '../../uploads/upload-paths.ts';

const NOT_A_PDF_MESSAGE = 'Your resume must be a PDF file. Export it as PDF and upload it again.';

export interface StoredResume {
  fileId: string;
  fileName: string;
  sizeBytes: number;
  storagePath: string;
}

export async function storeResumeUpload(
  request: Request,
  paths: UploadPaths,
  onAbandonedBody?: () => void,
): Promise<StoredResume> {
  const received = await receiveMultipartFile(request, {
    fieldName: RESUME_FILE_FIELD,
    maxBytes: RESUME_MAX_BYTES,
    tempDir: paths.tmp,
    headBytes: PDF_SNIFF_BYTES,
    checkHead: (head) => {
      if (!isPdf(head)) {
        throw new HttpError(415, 'unsupported_file_type', NOT_A_PDF_MESSAGE, {
          [RESUME_FILE_FIELD]: NOT_A_PDF_MESSAGE,
        });
      }
    },
    onAbandonedBody,
    tooLargeMessage: 'Your resume is larger than 5 MB. Please upload a smaller PDF.',
  });
  const fileId = randomUUID();
  const storagePath = path.join(paths.resumes, `${fileId}.pdf`);
  try {
    await mkdir(paths.resumes, { recursive: true });
    await rename(received.tempPath, storagePath);
  } catch (error) {
    await rm(received.tempPath, { force: true });
    throw error;
  }
  return { fileId, fileName: received.fileName, sizeBytes: received.sizeBytes, storagePath };
}
