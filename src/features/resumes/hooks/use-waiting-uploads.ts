/**
 * Résumé files on this device not uploaded yet (live, in every tab): waiting for a connection, or
 * refused by the server with its reason in `error`.
 */
import { RESUME_FILE_DOC_TYPE } from '@/common/resume/resume-upload-schema.ts';
import { useLiveQuery } from '@/src/lib/use-live-query.ts';
import { appSyncEngine } from '@/src/lib/sync/app-sync-engine.ts';

export interface WaitingUpload {
  id: string;
  fileName: string;
  error: string | null;
}

const NONE: WaitingUpload[] = [];

export function useWaitingUploads(owner: string): WaitingUpload[] {
  const files = useLiveQuery(owner || null, () =>
    appSyncEngine.waitingFiles(owner, RESUME_FILE_DOC_TYPE),
  );
  return files?.map(({ id, name, error }) => ({ id, fileName: name, error })) ?? NONE;
}
