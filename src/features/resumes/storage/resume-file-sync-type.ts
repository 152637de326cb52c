/**
 * Résumé files as a sync engine document type (product.md#flows: a file chosen offline waits on
 * the device and uploads when the connection returns): each file is one outbox row carrying the
 * file, sent as `POST /api/resume/upload/` with the file in `resume_file` (product.md#api). The
 * upload's progress feeds the Resumes screen; an accepted file marks the session as having a
 * résumé and refreshes the list. A refused file that was the learner's only way to a résumé (they
 * went past the first-run screen while it waited, and the server holds none) reopens that screen,
 * which says why (product.md#upload-resume).
 */
import { API_ROUTES } from '@/common/http/api-paths.ts';
import { RESUME_FILE_DOC_TYPE, RESUME_FILE_FIELD } from '@/common/resume/resume-upload-schema.ts';
import { useSessionStore } from '@/src/lib/session-store.ts';
import { appSyncEngine } from '@/src/lib/sync/app-sync-engine.ts';
import type { SyncDocumentType } from '@/src/lib/sync/sync-document-type.ts';
import { syncOwner } from '@/src/lib/sync/sync-owner.ts';
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
    onRefused: async (row) => {
      const isOwner = () => {
        const session = useSessionStore.getState().session;
        return session?.has_uploaded_resume === true && syncOwner(session) === row.owner;
      };
      if (!isOwner()) return;
      const waiting = await appSyncEngine.waitingFiles(row.owner, RESUME_FILE_DOC_TYPE);
      // Another kept file is still on its way: that one may yet give the learner a résumé.
      if (waiting.some((file) => file.id !== row.id && file.error === null)) return;
      // Loaded on use, with the API client: the signed-in shell stays small.
      const { fetchResumeList } = await import('../api/fetch-resume-list.ts');
      const { results } = await fetchResumeList();
      if (results.length === 0 && isOwner()) {
        useSessionStore.getState().updateSession({ has_uploaded_resume: false });
      }
    },
  },
};
