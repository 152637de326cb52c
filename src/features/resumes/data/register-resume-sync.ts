/**
 * Wires resume editing into the app's sync engine once (src/app/start-sync.ts): the resume and
 * item document types, and a refresh of the resume open in the editor after every flush that
 * emptied the queue (so changes other devices made to other fields show up).
 */
import { appSyncEngine } from '../../../lib/sync/app-sync-engine.ts';
import { refreshResumeDetails } from './refresh-resumes.ts';
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
  appSyncEngine.registerPull(async (owner) => {
    if (openResume?.owner === owner) await refreshResumeDetails(owner, openResume.resumeId);
  });
}
