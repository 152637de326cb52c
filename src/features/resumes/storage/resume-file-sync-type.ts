/**
 * Résumé files as a sync engine document type (product.md#flows: a file chosen offline waits on
 * the device and uploads when the connection returns): each file is one outbox row carrying the
 * file, sent as `POST /api/resume/upload/` with the file in `resume_file` (product.md#api). The
 * upload's progress feeds the Resumes screen; an accepted file marks the session as having a
 * résumé and refreshes the list.
 */
import { API_ROUTES } from '@/common/http/api-paths.ts';
import { RESUME_FILE_DOC_TYPE, RESUME_FILE_FIELD } from '@/common/resume/resume-upload-schema.ts';
import { useSessionStore } from '@/src/lib/session-store.ts';
import type { SyncDocumentType } from '@/src/lib/sync/sync-document-type.ts';
import { useResumeUploadStore } from '../stores/resume-upload-store.ts';

export const resumeFileSyncType: SyncDocumentType = {
  type: RESUME_FILE_DOC_TYPE,
  upload: {
    path: API_ROUTES.resume.upload,
    field: RESUME_FILE_FIELD,
    onProgress: (row, progress) =>
      useResumeUploadStore
        .getState()
        .setActive(
          progress === null ? null : { id: row.id, fileName: row.file?.name ?? '', progress },
        ),
    onUploaded: () => {
      useSessionStore.getState().updateSession({ has_uploaded_resume: true });
      useResumeUploadStore.getState().markUploaded();
    },
  },
};
