/**
 * Keeps a chosen résumé file on the device as a sync engine file row (IndexedDB), so a lost
 * connection never loses it; the engine uploads it (resume-file-sync-type.ts). Returns the row's
 * id, which the Resumes screen follows (`appSyncEngine.sendNow`, `discardFile`).
 */
import { RESUME_FILE_DOC_TYPE } from '@/common/resume/resume-upload-schema.ts';
import { appSyncEngine } from '@/src/lib/sync/app-sync-engine.ts';

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
