/**
 * Keeps a chosen résumé file on the device as a sync engine file row (IndexedDB), so a lost
 * connection or a reload never loses it; the engine uploads it (the résumé file document type,
 * registered by the résumés feature) with the row's id as its `Idempotency-Key`. Returns the
 * row's id, which the screen that queued it follows (`appSyncEngine.sendNow`, `watchFile`,
 * `fileAnswer`, `discardFile`). Shared by the Resumes screen and the first-run upload screen:
 * one way to upload a résumé.
 */
import { RESUME_FILE_DOC_TYPE } from '@/common/resume/resume-upload-schema.ts';
import { appSyncEngine } from './sync/app-sync-engine.ts';

export async function queueResumeUpload(owner: string, file: File): Promise<string> {
  const id = crypto.randomUUID();
  const row = await appSyncEngine.write({
    owner,
    docType: RESUME_FILE_DOC_TYPE,
    docId: id,
    op: 'upload',
    payload: {},
    file: { blob: file, name: file.name },
  });
  return row.id;
}
