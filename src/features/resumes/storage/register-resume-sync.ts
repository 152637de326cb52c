/**
 * Wires resumes into the app's sync engine once (src/app/start-sync.ts): the resume and item
 * document types, résumé files chosen on this device (uploaded by the engine), the sign-out
 * cleanup of the cached list and details, and after every flush that emptied the queue: deletions whose Undo window
 * is over become final, and the resume open in the editor is refreshed (so changes other
 * devices made to other fields show up).
 */
import { db } from '@/src/lib/db.ts';
import { registerSignOutCleanup } from '@/src/lib/sign-out-cleanup.ts';
import { appSyncEngine } from '@/src/lib/sync/app-sync-engine.ts';
import { finalizeResumeDeletes } from './delete-resume-item.ts';
import { refreshResumeDetails, refreshResumeList } from './refresh-resumes.ts';
import { resumeDetailsKey } from '../logic/resume-item-lists.ts';
import { resumeFileSyncType } from './resume-file-sync-type.ts';
import { resumeItemSyncTypes, resumeSyncType } from './resume-sync-types.ts';

let registered = false;
let openResume: { owner: string; resumeId: string } | null = null;

/** The editor says which resume it shows (null when it closes). */
export function setOpenResume(value: { owner: string; resumeId: string } | null): void {
  openResume = value;
}

export function registerResumeSync(): void {
  if (registered) return;
  registered = true;
  appSyncEngine.registerType(resumeSyncType);
  for (const type of resumeItemSyncTypes) appSyncEngine.registerType(type);
  appSyncEngine.registerType(resumeFileSyncType);
  registerSignOutCleanup(async () => {
    await Promise.all([db.resumeLists.clear(), db.resumeDetails.clear()]);
  });
  appSyncEngine.registerPull(async (owner) => {
    // Deletions whose Undo window ended while the editor was closed become final here.
    const undoable = await db.resumeDetails
      .where('owner')
      .equals(owner)
      .filter((row: { pendingDeletes?: unknown[] }) => (row.pendingDeletes?.length ?? 0) > 0)
      .toArray();
    for (const row of undoable) await finalizeResumeDeletes(owner, row.resumeId);
    if (openResume?.owner === owner) await refreshResumeDetails(owner, openResume.resumeId);
    // Every ready résumé gets a copy on the device once, so screens that build on it (a job's
    // match, cover letter and tailored version) work offline before the editor was ever opened.
    const cached = (await db.resumeLists.get(owner))?.results;
    // A list cached empty or while a file was still being read is fetched again.
    const settled = cached?.length && cached.every((item) => item.status !== 'processing');
    const list = settled ? cached : await refreshResumeList(owner);
    for (const item of list) {
      if (item.status !== 'ready') continue;
      if (await db.resumeDetails.get(resumeDetailsKey(owner, item.resume_id))) continue;
      await refreshResumeDetails(owner, item.resume_id);
    }
  });
}
